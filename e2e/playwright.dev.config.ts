import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

/**
 * `npm run dev` in a browser: the dev servers of the shell and two remotes (free ports, a
 * throw-away data folder), and specs that edit source files and watch the page take the
 * change (React Fast Refresh). One worker: the specs edit the same working tree.
 * Run: npx playwright test -c e2e/playwright.dev.config.ts
 */
export default defineConfig({
  testDir: './dev',
  globalSetup: './support/dev-setup.ts',
  outputDir: '../test-results',
  timeout: 120_000,
  expect: { timeout: 30_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
});
