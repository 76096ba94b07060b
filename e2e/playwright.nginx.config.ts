import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The merged site served by nginx from deploy/ (global setup reads this).
process.env.E2E_SERVER = 'nginx';

/** Smoke specs, start-up hints and the redeploy-one-remote spec against the nginx production serving. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['specs/frame.spec.ts', 'specs/start-up.spec.ts', 'deploy/*.spec.ts'],
});
