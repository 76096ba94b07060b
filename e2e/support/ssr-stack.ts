import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  apiUrl = process.env.E2E_API_URL,
}: {
  remote?: 'delivery' | 'dining' | 'nightlife';
  change?: (files: RemoteFiles) => void;
  env?: Record<string, string>;
  /** Another data service (default: the suite's). */
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
  // Its own process (ssr-site.mjs): federation state is per process, as in production.
  const child = spawn(process.execPath, [join(__dirname, 'ssr-site.mjs')], {
    env: {
      ...process.env,
      ...env,
      SSR_SITE: JSON.stringify({
        apiUrl,
        remoteDirs: remote ? { [remote]: dir } : {},
      }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /site (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    child.on('exit', (code) => reject(new Error(`the site exited (${code}) before it was ready: ${output}`)));
  });
  return {
    url,
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
