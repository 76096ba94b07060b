import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

/** Browser tests against the production build, served as `npm start` serves it. */
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  outputDir: '../test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
});
