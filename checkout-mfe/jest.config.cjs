/** Only this workspace's tests: `npm run test:unit -w checkout-mfe` (the root config runs every workspace). */
module.exports = require('../tools/jest/projects.cjs').webProject(['checkout-mfe']);
