import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSiteWith } from './ssr-stack';

export interface ScaledSite {
  url: string;
  apiUrl: string;
  stop: () => Promise<void>;
}

interface MockApi {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A site like the suite's (server rendering on) whose data service answers every list with
 * `scale` items (mock-api CATALOG_SCALE: same fields, new ids), for the large-catalogue
 * specs of issue 15.
 */
export async function startScaledSite(scale: number): Promise<ScaledSite> {
  const stack = (await import(pathToFileURL(join(__dirname, '../../scripts/lib/stack.mjs')).href)) as {
    startMockApi: (options: {
      port: number;
      dataDir: string;
      env: Record<string, string>;
    }) => Promise<MockApi>;
  };
  const dataDir = mkdtempSync(join(tmpdir(), `zomato-scale-${scale}-`));
  const api = await stack.startMockApi({ port: 0, dataDir, env: { CATALOG_SCALE: String(scale) } });
  const stopApi = async () => {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const site = await startSiteWith({ apiUrl: api.url });
    return {
      url: site.url,
      apiUrl: api.url,
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
