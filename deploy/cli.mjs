#!/usr/bin/env node
/**
 * node deploy/cli.mjs stage <root>                 lay the built apps out under <root>
 * node deploy/cli.mjs nginx <root> <port> <api> [<render>,…]
 *                                                  print the nginx server block; with render
 *                                                  servers (host:port, scripts/render-server.mjs)
 *                                                  section pages come rendered from them
 * node deploy/cli.mjs remote <root> <key> <dist>   swap in one remote's new build
 */
import { renderServerBlock, stageSite, deployRemote } from './nginx.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [command, root, ...rest] = process.argv.slice(2);
if (!root) {
  console.error('usage: deploy/cli.mjs stage|nginx|remote <root> …');
  process.exit(2);
}
if (command === 'stage') {
  stageSite(root);
  console.log(`staged the site in ${root}`);
} else if (command === 'nginx') {
  const [port = '80', apiUpstream = 'http://127.0.0.1:8080', render = ''] = rest;
  const runtimeConfig = JSON.parse(readFileSync(join(root, 'config.json'), 'utf8'));
  const renderUpstreams = render.split(',').filter(Boolean);
  process.stdout.write(renderServerBlock({ root, port, apiUpstream, runtimeConfig, renderUpstreams }));
} else if (command === 'remote') {
  const [key, dist] = rest;
  deployRemote(root, key, dist);
  console.log(`deployed ${dist} as /mfe/${key}/`);
} else {
  console.error(`unknown command ${command}`);
  process.exit(2);
}
