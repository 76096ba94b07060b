const { nodeProject, webProject } = require('./tools/jest/projects.cjs');

/** Unit and component tests of every package (docs/tests.md); each workspace has its own part. */
module.exports = {
  projects: [
    webProject(),
    nodeProject('repo', 'tools'),
    nodeProject('scripts', 'scripts'),
    nodeProject('mock-api', 'mock-api'),
    nodeProject('deploy', 'deploy'),
    nodeProject('serving', 'serving'),
    nodeProject('server-rendering', 'server-rendering'),
  ],
};
