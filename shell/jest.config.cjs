/** Only this workspace's tests: `npm run test:unit -w shell` (the root config runs every workspace). */
module.exports = require('../tools/jest/projects.cjs').webProject(['shell']);
