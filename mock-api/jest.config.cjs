/** Only the data service's tests: `npm run test:unit -w mock-api` (the root config runs every workspace). */
module.exports = require('../tools/jest/projects.cjs').nodeProject('mock-api', 'mock-api');
