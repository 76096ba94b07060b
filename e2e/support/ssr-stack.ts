import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** A copy of one remote's build, staged in its place (changes happen before the site starts). */
export interface RemoteFiles {
  write: (file: string, text: string) => void;
}

export interface Site {
  url: string;
  /** Its site root (deploy/release/): `deploy/cli.mjs release <root> …` switches it. */
  root: string;
  files: RemoteFiles;
  stop: () => Promise<void>;
}

/**
 * Another site, like the one the suite runs against (`npm start`, same data service), with
 * a copy of one remote's build in place of the original and/or other environment: for the
 * server-rendering faults and the release tests.
 */
export async function startSiteWith({
  remote,
  change,
  env = {},
  apiUrl = process.env.E2E_API_URL,
}: {
  remote?: 'delivery' | 'dining' | 'nightlife' | 'checkout' | 'auth';
  change?: (files: RemoteFiles) => void;
  env?: Record<string, string>;
  /** Another data service (a stand-in with hostile or slow answers). */
  apiUrl?: string;
}): Promise<Site> {
  const dir = remote ? mkdtempSync(join(tmpdir(), `zomato-ssr-${remote}-`)) : undefined;
  if (remote && dir) cpSync(join(root, `${remote}-mfe`, 'dist'), dir, { recursive: true });
  const need = () => {
    if (!dir) throw new Error('startSiteWith: no remote copied');
    return dir;
  };
  const files: RemoteFiles = {
    write: (file, text) => writeFileSync(join(need(), file), text),
  };
  change?.(files);
  // Its own process (ssr-site.mjs): federation state is per process, as in production.
  const child = spawn(process.execPath, [join(__dirname, 'ssr-site.mjs')], {
    env: {
      ...process.env,
      // These sites check what is rendered, not how fast: a fresh process's first render
      // (remote code loading) may take seconds on a busy test machine. A test may set its own.
      SSR_BUDGET_MS: '10000',
      ...env,
      SSR_SITE: JSON.stringify({
        apiUrl,
        remoteDirs: remote ? { [remote]: dir } : {},
      }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [url, siteRoot] = await new Promise<[string, string]>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /site (http:\/\/\S+) (\S+)\n/.exec(output);
      if (match) resolve([match[1] as string, match[2] as string]);
    });
    child.on('exit', (code) => reject(new Error(`the site exited (${code}) before it was ready: ${output}`)));
  });
  return {
    url,
    root: siteRoot,
    files,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
