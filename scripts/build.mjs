#!/usr/bin/env node
/** `npm run build [-- app-dir…]`: production builds, in sequence. */
import { createRequire } from 'node:module';
import { buildApps } from './lib/build.mjs';

const { apps } = createRequire(import.meta.url)('../tools/apps.cjs');
const known = apps.map((app) => app.dir);
const asked = process.argv.slice(2);
const unknown = asked.filter((dir) => !known.includes(dir));
if (unknown.length) {
  console.error(`build: unknown app ${unknown.join(', ')}; choose from ${known.join(', ')}`);
  process.exit(2);
}
buildApps(asked.length ? asked : known).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
