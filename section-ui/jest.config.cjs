/** Only this workspace's tests: `npm run test:unit -w section-ui` (the root config runs every workspace). */
module.exports = require('../tools/jest/projects.cjs').webProject(['section-ui']);
