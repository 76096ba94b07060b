import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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
  if (process.env.E2E_SKIP_BUILD !== '1') await buildApps(appDirs);
  const authEmulator = await emulatorStarting;
  process.env.AUTH_EMULATOR_URL = authEmulator.url;
  const dataDir = mkdtempSync(join(tmpdir(), 'zomato-e2e-'));
  const api = await startMockApi({ port: 0, dataDir });
  const site: Stack = await startStack({ port: 0, api });
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_API_URL = api.url;
  const standalone: Stack[] = [];
  for (const [dir, key] of Object.entries(remoteKeys)) {
    const stack: Stack = await startStack({ port: 0, api, page: dir });
    process.env[`E2E_STANDALONE_${key}_URL`] = stack.url;
    standalone.push(stack);
  }
  return async () => {
    await Promise.all([site, ...standalone].map((stack) => stack.stop()));
    await api.stop();
    await authEmulator.stop();
  };
}
