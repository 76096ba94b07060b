const { nodeProject, webProject } = require('./tools/jest/projects.cjs');

/** Unit and component tests of every package (DESIGN section 6); each workspace has its own part. */
module.exports = {
  projects: [webProject(), nodeProject('repo', 'tools'), nodeProject('mock-api', 'mock-api')],
};
