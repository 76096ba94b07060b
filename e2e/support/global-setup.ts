import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startNginxSite } from './nginx-server';

/** The start script's own helpers (plain ESM), so tests serve exactly as `npm start` does. */
const scriptsLib = (name: string) => import(pathToFileURL(join(__dirname, '../../scripts/lib', name)).href);

const appDirs = ['shell', 'delivery-mfe', 'dining-mfe', 'nightlife-mfe', 'checkout-mfe', 'auth-mfe'];
const remoteKeys: Record<string, string> = {
  'delivery-mfe': 'DELIVERY',
  'dining-mfe': 'DINING',
  'nightlife-mfe': 'NIGHTLIFE',
  'checkout-mfe': 'CHECKOUT',
  'auth-mfe': 'AUTH',
};

interface Stack {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Builds every app (E2E_SKIP_BUILD=1 reuses dist), then serves the merged site and each
 * remote standalone on free ports, all on one mock-api with a throw-away data folder.
 */
export default async function globalSetup() {
  const { buildApps } = await scriptsLib('build.mjs');
  const { startMockApi, startStack } = await scriptsLib('stack.mjs');
  // Google sign-in: the tests' own Firebase Auth emulator on a free port, started while the
  // apps build; AUTH_EMULATOR_URL puts it in every runtime config served below.
  const { startAuthEmulator } = await scriptsLib('auth-emulator.mjs');
  const emulatorStarting: Promise<Stack> = startAuthEmulator({ port: 0 });
  emulatorStarting.catch(() => undefined);
  try {
    if (process.env.E2E_SKIP_BUILD !== '1') await buildApps(appDirs);
  } catch (error) {
    await emulatorStarting.then(
      (emulator) => emulator.stop(),
      () => undefined,
    );
    throw error;
  }
  const authEmulator = await emulatorStarting;
  // Everything started so far is stopped again if a later step fails (no orphans).
  const started: Stack[] = [authEmulator];
  const stopAll = () => Promise.allSettled(started.reverse().map((stack) => stack.stop()));
  try {
    process.env.AUTH_EMULATOR_URL = authEmulator.url;
    // Server rendering's budget (150 ms in production) is for speed, which the bench
    // measures; on a busy test machine the specs check what is rendered, not how fast.
    process.env.SSR_BUDGET_MS ??= '2000';
    const dataDir = mkdtempSync(join(tmpdir(), 'zomato-e2e-'));
    // Telemetry is limited per client, and every browser of the suite is the one client
    // 127.0.0.1: two workers' page loads pass 120 batches a minute (429s in the console).
    const api = await startMockApi({ port: 0, dataDir, env: { TELEMETRY_LIMIT: '100000' } });
    started.push(api);
    // E2E_SERVER=nginx serves the merged site with Debian's nginx (deploy/), as production does.
    const site: Stack & { root?: string } =
      process.env.E2E_SERVER === 'nginx' ? await startNginxSite(api.url) : await startStack({ port: 0, api });
    started.push(site);
    if (site.root) process.env.E2E_DEPLOY_ROOT = site.root;
    process.env.E2E_BASE_URL = site.url;
    process.env.E2E_API_URL = api.url;
    for (const [dir, key] of Object.entries(remoteKeys)) {
      const stack: Stack = await startStack({ port: 0, api, page: dir });
      process.env[`E2E_STANDALONE_${key}_URL`] = stack.url;
      started.push(stack);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return async () => {
    await stopAll();
  };
}
