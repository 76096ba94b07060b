const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

const webApps = [
  'shared',
  'shell',
  'delivery-mfe',
  'dining-mfe',
  'nightlife-mfe',
  'checkout-mfe',
  'auth-mfe',
];

/** Unit and component tests of every package (DESIGN section 6). */
module.exports = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: webApps.map((dir) => `<rootDir>/${dir}/src`),
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: {
        '\\.css$': '<rootDir>/tools/jest/style-mock.cjs',
        '\\.(svg|png|jpe?g|webp|avif)$': '<rootDir>/tools/jest/file-mock.cjs',
      },
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-dom.ts'],
    },
    {
      displayName: 'repo',
      testEnvironment: 'node',
      roots: ['<rootDir>/tools'],
      testMatch: ['**/__tests__/**/*.test.js'],
      transform: {},
    },
    {
      displayName: 'mock-api',
      testEnvironment: 'node',
      roots: ['<rootDir>/mock-api'],
      testMatch: ['**/__tests__/**/*.test.js'],
      transform: {},
    },
  ],
};
