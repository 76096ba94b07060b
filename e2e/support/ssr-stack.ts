import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(__dirname, '..', '..');

/** A copy of one remote's build, served in its place. */
export interface RemoteFiles {
  write: (file: string, text: string) => void;
  /** Changes text in the server bundle, as a redeploy of a changed remote would. */
  replaceInServerBundle: (from: string, to: string) => void;
}

export interface Site {
  url: string;
  files: RemoteFiles;
  stop: () => Promise<void>;
}

/**
 * Another site, like the one the suite runs against (`npm start`, same data service), with
 * a copy of one remote's build in place of the original and/or other environment: for the
 * server-rendering faults and the redeploy test (issue 14).
 */
export async function startSiteWith({
  remote,
  change,
  env = {},
}: {
  remote?: 'delivery' | 'dining' | 'nightlife';
  change?: (files: RemoteFiles) => void;
  env?: Record<string, string>;
}): Promise<Site> {
  const stackLib = pathToFileURL(join(root, 'scripts/lib/stack.mjs')).href;
  const { startStack } = await import(stackLib);
  const dir = remote ? mkdtempSync(join(tmpdir(), `zomato-ssr-${remote}-`)) : undefined;
  if (remote && dir) cpSync(join(root, `${remote}-mfe`, 'dist'), dir, { recursive: true });
  const need = () => {
    if (!dir) throw new Error('startSiteWith: no remote copied');
    return dir;
  };
  const files: RemoteFiles = {
    write: (file, text) => writeFileSync(join(need(), file), text),
    replaceInServerBundle(from, to) {
      const server = join(need(), 'server');
      for (const name of readdirSync(server).filter((file) => file.endsWith('.js'))) {
        const text = readFileSync(join(server, name), 'utf8');
        if (text.includes(from)) writeFileSync(join(server, name), text.split(from).join(to));
      }
      // A real redeploy changes the entry too (its chunks' names carry their hashes).
      const entry = join(server, 'remoteEntry.js');
      writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n// redeployed\n`);
    },
  };
  change?.(files);
  const api = { url: process.env.E2E_API_URL, stop: async () => undefined };
  const stack = await startStack({
    port: 0,
    api,
    remoteDirs: remote && dir ? { [remote]: dir } : {},
    env: { ...process.env, ...env },
  });
  return {
    url: stack.url,
    files,
    stop: async () => {
      await stack.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
