import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run dev` in a browser: the dev servers of the shell and two remotes (free ports, a
 * throw-away data folder), and specs that edit source files and watch the page take the
 * change (React Fast Refresh). One worker: the specs edit the same working tree.
 * Run: npm run test:e2e:dev (CI runs it after the other browser suites)
 */
export default defineConfig({
  ...base,
  testDir: './dev',
  globalSetup: './support/dev-setup.ts',
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
});
