/** Only this workspace's tests: `npm run test:unit -w serving` (the root config runs every workspace). */
module.exports = require('../tools/jest/projects.cjs').nodeProject('serving', 'serving');
