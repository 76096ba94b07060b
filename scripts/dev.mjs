#!/usr/bin/env node
/**
 * `npm run dev`: mock-api plus every app on its own webpack-dev-server with live reload
 * (shell 3000, delivery 3001 … auth 3005; ports from env, tools/apps.cjs).
 * `npm run dev -w delivery-mfe` (node scripts/dev.mjs delivery-mfe): that app alone.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import { root } from './lib/paths.mjs';
import { startAuthEmulatorForSite } from './lib/auth-emulator.mjs';
import { startMockApi, stopChild } from './lib/stack.mjs';

const require = createRequire(import.meta.url);
const { apps, appPort, servicePorts } = require('../tools/apps.cjs');
const webpackCli = require.resolve('webpack-cli/bin/cli.js');

const asked = process.argv.slice(2);
const targets = asked.length ? apps.filter((app) => asked.includes(app.dir)) : apps;
if (targets.length !== (asked.length || apps.length)) {
  console.error(
    `dev: unknown app in ${asked.join(', ')}; choose from ${apps.map((app) => app.dir).join(', ')}`,
  );
  process.exit(2);
}

let ports;
try {
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

const children = [];
if (await isListening(ports.mockApi)) {
  console.log(`dev: using the data service already on :${ports.mockApi}`);
} else {
  const api = await startMockApi({ port: ports.mockApi });
  children.push(api.child);
  console.log(`dev: data service on ${api.url}`);
}

// Google sign-in needs the Auth emulator where the shell or auth-mfe runs (as npm start does).
const stops = [];
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

for (const app of targets) {
  const child = spawn(
    process.execPath,
    [webpackCli, 'serve', '--mode', 'development', '-c', join(root, app.dir, 'webpack.config.cjs')],
    {
      cwd: join(root, app.dir),
      stdio: 'inherit',
    },
  );
  children.push(child);
  console.log(`dev: ${app.dir} on http://localhost:${appPort(app)}`);
}

const shutdown = async () => {
  await Promise.allSettled([...children.map((child) => stopChild(child)), ...stops.map((stop) => stop())]);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
