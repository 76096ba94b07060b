import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { siteConfig } = require('../../tools/runtime-config.cjs');

const host = '127.0.0.1';
const running = new Map();

// An early exit of the parent must not leave an emulator holding its port.
process.once('exit', () => {
  for (const [child, dir] of running) {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * A parent killed outright (SIGKILL, or a signal with no handler) runs no exit hook, so a
 * tiny watchdog process stops the emulator once its parent is gone.
 */
const watchdog = `
const [parent, child] = process.argv.slice(1, 3).map(Number);
const dir = process.argv[3];
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const timer = setInterval(() => {
  if (!alive(child)) process.exit(0);
  if (alive(parent)) return;
  clearInterval(timer);
  try { process.kill(child, 'SIGTERM'); } catch {}
  setTimeout(() => { require('node:fs').rmSync(dir, { recursive: true, force: true }); process.exit(0); }, 3000);
}, 1000);
`;

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, host, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** True when an Auth emulator answers at `url` (its root says `{ authEmulator: { ready } }`). */
export async function isAuthEmulator(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
    const body = /** @type {{ authEmulator?: { ready?: boolean } } | null} */ (await response.json());
    return Boolean(body?.authEmulator?.ready);
  } catch {
    return false;
  }
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, a dev dependency): Auth only, no UI,
 * a demo- project, config and logs in a throw-away folder. Port 0 picks a free one.
 * Resolves once it answers; rejects with its output when it exits or does not come up.
 */
export async function startAuthEmulator({
  port = 9099,
  projectId = 'demo-zomato-ncr',
  timeoutMs = 90_000,
} = {}) {
  const chosen = port === 0 ? await freePort() : port;
  const url = `http://${host}:${chosen}`;
  const dir = mkdtempSync(join(tmpdir(), 'zomato-auth-emulator-'));
  const configFile = join(dir, 'firebase.json');
  // The hub and logging helpers default to 4400/4500: two emulators starting together (npm
  // start and a test run) would race for them and one would exit, so each gets free ports.
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host, port: chosen },
        hub: { host, port: hubPort },
        logging: { host, port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawn(
    process.execPath,
    [
      require.resolve('firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      configFile,
    ],
    { cwd: dir, env: { ...process.env, NO_UPDATE_NOTIFIER: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.set(child, dir);
  spawn(process.execPath, ['-e', watchdog, String(process.pid), String(child.pid), dir], {
    stdio: 'ignore',
    detached: true,
  }).unref();
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => {
    running.delete(child);
    rmSync(dir, { recursive: true, force: true });
  });

  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + timeoutMs;
  let gone = false;
  exited.then(() => (gone = true));
  while (!(await isAuthEmulator(url))) {
    if (gone) throw new Error(`the Auth emulator exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the Auth emulator was not ready after ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  exited.then((code) => {
    if (!stopping) console.error(`the Auth emulator on ${url} stopped unexpectedly (${code}):\n${output}`);
  });
  // Pages reach it as localhost, the site's own host name: then the emulator's helper frame
  // is same-site and Chromium lets it use storage (on 127.0.0.1 its script throws).
  return { url: `http://localhost:${chosen}`, projectId, child, stop };
}

/**
 * What `npm start` needs for identity: the local emulator when the runtime config uses one
 * that nobody else runs. Returns null for a real Firebase project or an emulator given by
 * AUTH_EMULATOR_URL (someone else's); reuses an emulator already answering on the port.
 */
export async function startAuthEmulatorForSite({ env = process.env, port }) {
  const firebase = siteConfig(env).firebase;
  if (!firebase.emulatorUrl || env.AUTH_EMULATOR_URL) return null;
  if (await isAuthEmulator(firebase.emulatorUrl)) {
    return { url: firebase.emulatorUrl, reused: true, stop: async () => {} };
  }
  return startAuthEmulator({ port, projectId: firebase.projectId });
}

/**
 * Where the emulator keeps the email sign-in links it would have sent ('Login Here'): its
 * REST API lists them, with the link to open, at this address.
 */
export function emulatorInboxUrl({ emulatorUrl, projectId }) {
  return emulatorUrl ? `${emulatorUrl.replace(/\/$/, '')}/emulator/v1/projects/${projectId}/oobCodes` : null;
}
