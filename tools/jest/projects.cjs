/**
 * The Jest projects of the repo, made here once: the root config runs them all (`npm test`),
 * and each workspace's own config runs only its part (`npm test -w dining-mfe`).
 */
const { join } = require('node:path');
const { apps } = require('../apps.cjs');
const { swcOptions } = require('../swc-options.cjs');

const rootDir = join(__dirname, '..', '..');

const swc = ['@swc/jest', swcOptions()];

/** The two libraries and every app (the one list of apps: ../apps.cjs). */
const webApps = ['shared', 'section-ui', ...apps.map((app) => app.dir)];

/** Component and unit tests of the browser apps (jsdom, Testing Library). */
const webProject = (dirs = webApps) => ({
  displayName: 'web',
  rootDir,
  testEnvironment: '<rootDir>/tools/jest/jsdom-environment.cjs',
  roots: dirs.map((dir) => `<rootDir>/${dir}/src`),
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '**/__tests__/**/*.test.js'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/tools/jest/style-mock.cjs',
    '\\.(svg|png|jpe?g|webp|avif)$': '<rootDir>/tools/jest/file-mock.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-dom.ts'],
});

/** Plain Node tests (the repository checks, the data service against its real server). */
const nodeProject = (displayName, dir) => ({
  displayName,
  rootDir,
  testEnvironment: 'node',
  roots: [`<rootDir>/${dir}`],
  testMatch: ['**/__tests__/**/*.test.js'],
  // TypeScript a test imports itself (swc); the code under test reads @zomato/shared's built entries.
  transform: { '^.+\\.tsx?$': swc },
  globalSetup: '<rootDir>/tools/jest/build-shared-node-entries.cjs',
});

module.exports = { webApps, webProject, nodeProject };
