#!/usr/bin/env node
/**
 * `npm start`: production builds of every app, then the whole site on one origin.
 * `npm start -w delivery-mfe` (--only delivery-mfe): that remote standalone, for QA.
 * Options: --skip-build (serve what is built).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { emulatorInboxUrl, startAuthEmulatorForSite } from './lib/auth-emulator.mjs';
import { buildApps } from './lib/build.mjs';
import { root } from './lib/paths.mjs';
import { startStack } from './lib/stack.mjs';

const require = createRequire(import.meta.url);
const { apps, servicePorts } = require('../tools/apps.cjs');

const { values } = parseArgs({
  options: { only: { type: 'string' }, 'skip-build': { type: 'boolean', default: false } },
});
const page = values.only ?? 'shell';
if (!apps.some((app) => app.dir === page)) {
  console.error(`start: unknown app "${page}"; choose from ${apps.map((app) => app.dir).join(', ')}`);
  process.exit(2);
}

let ports;
try {
  ports = servicePorts();
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(2);
}

// Identity: the Firebase Auth emulator (unless a real project is configured) comes up
// while the apps build; a failure leaves the site up with Google sign-in unavailable.
const identity =
  page === 'shell' || page === 'auth-mfe'
    ? startAuthEmulatorForSite({ port: ports.authEmulator }).catch((error) => {
        console.error(`start: the Firebase Auth emulator did not start: ${error.message}`);
        return null;
      })
    : Promise.resolve(null);

if (!values['skip-build']) await buildApps(page === 'shell' ? apps.map((app) => app.dir) : [page]);

// Served as production holds it (deploy/): the builds staged into .site/<app>/, each remote
// released as its first version; `node deploy/cli.mjs release .site/shell <key> <dist>` switches it.
const siteRoot = join(root, '.site', page);
const stack = await startStack({ port: ports.site, apiPort: ports.mockApi, page, siteRoot });
const emulator = await identity;
const stops = [stack.stop, ...(emulator ? [emulator.stop] : [])];
const firebase = stack.runtimeConfig.firebase;
const emulatorNote = emulator?.reused ? ' (already running)' : emulator ? '' : ' (not started here)';
const signIn = firebase.emulatorUrl
  ? `Firebase Auth emulator ${firebase.emulatorUrl}${emulatorNote}`
  : `Firebase project ${firebase.projectId}`;
const inbox = emulatorInboxUrl(firebase);
// The emulator sends no email: 'Login Here' links are read from its REST API instead.
const linkNote = inbox ? `\n  email sign-in links (Login Here): ${inbox}` : '';
console.log(
  `\n  Zomato NCR${page === 'shell' ? '' : ` (${page} standalone)`} is ready on ${stack.url}\n  site root (deploy/cli.mjs release|rollback|status): ${siteRoot}\n  data service: ${stack.apiUrl} (also ${stack.url}/api)\n  Google and email sign-in: ${signIn}${linkNote}\n  Ctrl-C stops everything.\n`,
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  await Promise.allSettled(stops.map((stop) => stop()));
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
