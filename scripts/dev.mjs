#!/usr/bin/env node
/**
 * `npm run dev`: mock-api plus every app on its own webpack-dev-server with React Fast
 * Refresh (shell 3000, delivery 3001 … auth 3005; ports from env, tools/apps.cjs).
 * `npm run dev -w delivery-mfe` (node scripts/dev.mjs delivery-mfe): that app alone.
 */
import { connect } from 'node:net';
import { createRequire } from 'node:module';
import { startAuthEmulatorForSite } from './lib/auth-emulator.mjs';
import { appsNamed, startDevServers } from './lib/dev-stack.mjs';
import { startMockApi, stopChild } from './lib/stack.mjs';

const require = createRequire(import.meta.url);
const { apps, appPort, servicePorts } = require('../tools/apps.cjs');

const asked = process.argv.slice(2);
let targets;
let ports;
try {
  targets = asked.length ? appsNamed(asked) : apps;
  ports = servicePorts();
  for (const app of targets) appPort(app);
} catch (error) {
  console.error(`dev: ${error.message}`);
  process.exit(2);
}

const isListening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

const stops = [];
if (await isListening(ports.mockApi)) {
  console.log(`dev: using the data service already on :${ports.mockApi}`);
} else {
  const api = await startMockApi({ port: ports.mockApi });
  stops.push(() => stopChild(api.child));
  console.log(`dev: data service on ${api.url}`);
}

// Google sign-in needs the Auth emulator where the shell or auth-mfe runs (as npm start does).
if (targets.some((app) => app.key === 'shell' || app.key === 'auth')) {
  const emulator = await startAuthEmulatorForSite({ port: ports.authEmulator }).catch((error) => {
    console.error(
      `dev: the Firebase Auth emulator did not start (${error.message}); Google sign-in is unavailable`,
    );
    return null;
  });
  if (emulator) {
    stops.push(emulator.stop);
    console.log(
      `dev: Firebase Auth emulator on ${emulator.url}${emulator.reused ? ' (already running)' : ''}`,
    );
  }
}

for (const app of targets) console.log(`dev: ${app.dir} on http://localhost:${appPort(app)}`);
const servers = startDevServers(targets);
stops.push(() =>
  servers.then(
    ({ stop }) => stop(),
    () => undefined,
  ),
);
servers.then(
  () => console.log('dev: every app is built; edits show in the page as you save (React Fast Refresh)'),
  (error) => console.error(`dev: ${error.message}`),
);

const shutdown = async () => {
  await Promise.allSettled(stops.map((stop) => stop()));
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
