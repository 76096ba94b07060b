import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSiteWith } from './ssr-stack';

export interface SiteWithOwnApi {
  url: string;
  apiUrl: string;
  /** The data service's folder (carts, telemetry/). */
  dataDir: string;
  stop: () => Promise<void>;
}

interface MockApi {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A site like the suite's (server rendering on) with a data service of its own, started
 * with `env` (mock-api's settings), in a throw-away folder: what a spec's pages write there
 * (telemetry, carts) is theirs alone.
 */
export async function startSiteWithOwnApi(
  name: string,
  env: Record<string, string> = {},
): Promise<SiteWithOwnApi> {
  const stack = (await import(pathToFileURL(join(__dirname, '../../scripts/lib/stack.mjs')).href)) as {
    startMockApi: (options: {
      port: number;
      dataDir: string;
      env: Record<string, string>;
    }) => Promise<MockApi>;
  };
  const dataDir = mkdtempSync(join(tmpdir(), `zomato-${name}-`));
  const api = await stack.startMockApi({ port: 0, dataDir, env });
  const stopApi = async () => {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const site = await startSiteWith({ apiUrl: api.url });
    return {
      url: site.url,
      apiUrl: api.url,
      dataDir,
      stop: async () => {
        await site.stop();
        await stopApi();
      },
    };
  } catch (error) {
    await stopApi();
    throw error;
  }
}
