#!/usr/bin/env node
/**
 * Production commands (docs/serving.md#deploying-production-nginx, docs/releases.md). Each prints one line;
 * a refusal prints why on stderr and exits 1 with the site unchanged (usage errors exit 2).
 *
 * node deploy/cli.mjs stage <root>                    lay the built apps out under <root>,
 *                                                     each remote as its first release
 * node deploy/cli.mjs release <root> <key> <dist> [--keep 5]
 *                                                     check a remote's build, copy it to its
 *                                                     own version folder, switch to it
 * node deploy/cli.mjs rollback <root> <key> [version] back to the previous (or a kept) version
 * node deploy/cli.mjs canary <root> <key> <version> <percent>
 *                                                     a kept version to percent % of visitors
 * node deploy/cli.mjs promote <root> <key>            the canary becomes live for everyone
 * node deploy/cli.mjs abort <root> <key>              the canary stops
 * node deploy/cli.mjs status <root> [--json]          live, previous and kept versions
 * node deploy/cli.mjs prune <root> [--keep 5]         keep the last versions of each remote
 * node deploy/cli.mjs nginx <root> <port> <api> [<render>,…]
 *                                                     print the nginx server block; with render
 *                                                     servers (host:port, server-rendering/render-server.mjs)
 *                                                     section pages come rendered from them
 * node deploy/cli.mjs remote <root> <key> <dist>      the old name of release
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { stageBuiltSite } from './stage.mjs';

const require = createRequire(import.meta.url);
const { release, rollback, status, prune, canary, promote, abort } = require('./release/release.cjs');
const { ReleaseRefused } = require('./release/errors.cjs');
const { kb } = require('./release/checks.cjs');

const usage = `usage: deploy/cli.mjs <command> <root> …
  stage <root>
  release <root> <key> <dist> [--keep N]
  rollback <root> <key> [version]
  canary <root> <key> <version> <percent>
  promote <root> <key>
  abort <root> <key>
  status <root> [--json]
  prune <root> [--keep N]
  nginx <root> <port> <api> [<render>,…]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { json: { type: 'boolean', default: false }, keep: { type: 'string' } },
});
const [command, root, ...rest] = positionals;

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const started = performance.now();
const took = () => `${Math.round(performance.now() - started)} ms`;

function need(count, names) {
  if (rest.length < count) {
    console.error(`${command}: needs ${names}\n${usage}`);
    process.exit(2);
  }
}

function releaseLine({ key, version, from, unchanged, reused, record, pruned }) {
  if (unchanged) return `${key} ${version} is already live: nothing changed`;
  const size = `first load ${kb(record.firstLoad.bytes)} of ${kb(record.firstLoad.budget)}, ${record.files.length} files, ${mb(record.bytes)}`;
  const kept = reused ? 'a kept version, not copied again' : size;
  const prunedText = pruned.length ? `; pruned ${pruned.join(', ')}` : '';
  return `released ${key} ${version} (was ${from ?? 'none'}): ${kept}${prunedText}, in ${took()}`;
}

function statusLines(result) {
  const lines = Object.entries(result.remotes).map(([key, remote]) => {
    const live = remote.current
      ? `${remote.current} (released ${remote.versions.find((v) => v.version === remote.current)?.releasedAt})`
      : `elsewhere: ${remote.url}`;
    const kept = remote.versions
      .map((v) => `${v.version} ${kb(v.firstLoadBytes)} first load, ${mb(v.bytes)}`)
      .join('; ');
    return `${key}: ${live}, previous ${remote.previous ?? 'none'}; kept ${remote.versions.length}: ${kept}`;
  });
  return lines.join('\n');
}

const commands = {
  stage() {
    stageBuiltSite(root);
    return `staged the site in ${root} in ${took()}`;
  },
  release() {
    need(2, '<key> <dist>');
    const [key, dist] = rest;
    return releaseLine(release({ root, key, dist, keep: values.keep }));
  },
  rollback() {
    need(1, '<key>');
    const [key, version] = rest;
    const result = rollback({ root, key, version });
    return `rolled ${key} back to ${result.version} (was ${result.from ?? 'none'}) in ${took()}`;
  },
  canary() {
    need(3, '<key> <version> <percent>');
    const [key, version, percent] = rest;
    const result = canary({ root, key, version, percent });
    return `canary ${key} ${result.version} to ${result.percent}% of visitors (stable ${result.stable}) in ${took()}`;
  },
  promote() {
    need(1, '<key>');
    const result = promote({ root, key: rest[0] });
    return `promoted ${result.key} ${result.version} (was ${result.from ?? 'none'}, canary at ${result.percent}%) in ${took()}`;
  },
  abort() {
    need(1, '<key>');
    const result = abort({ root, key: rest[0] });
    return `aborted ${result.key}'s canary ${result.version}: everyone gets ${result.stable} in ${took()}`;
  },
  status() {
    const result = status(root);
    return values.json ? JSON.stringify(result, null, 2) : statusLines(result);
  },
  prune() {
    const removed = Object.entries(prune({ root, keep: values.keep }))
      .filter(([, versions]) => versions.length)
      .map(([key, versions]) => `${key} ${versions.join(', ')}`);
    return removed.length ? `pruned ${removed.join('; ')}` : 'nothing to prune';
  },
  async nginx() {
    const { renderServerBlock } = await import('./nginx.mjs');
    const [port = '80', apiUpstream = 'http://127.0.0.1:8080', render = ''] = rest;
    const { value: runtimeConfig } = require('./release/site-config.cjs').readSiteConfig(root);
    const renderUpstreams = render.split(',').filter(Boolean);
    return renderServerBlock({ root, port, apiUpstream, runtimeConfig, renderUpstreams }).trimEnd();
  },
};
commands.remote = commands.release;

if (!root || !commands[command]) {
  console.error(command && root ? `unknown command ${command}\n${usage}` : usage);
  process.exit(2);
}
try {
  console.log(await commands[command]());
} catch (error) {
  if (!(error instanceof ReleaseRefused)) throw error;
  console.error(`${command} refused: ${error.message}`);
  process.exit(1);
}
