import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../support/fixtures';

/*
 * `npm start` (express) and production (nginx, deploy/) must answer alike: both take their
 * security headers and cache rules from one module. Here both serve the same staged site
 * and every kind of URL is asked of each.
 */
const compared = [
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'access-control-allow-origin',
  'content-encoding',
];

const mediaType = (value: string | null) => (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

async function answer(base: string, path: string) {
  const response = await fetch(base + path, { headers: { 'Accept-Encoding': 'br, gzip' } });
  await response.arrayBuffer();
  const headers: Record<string, string | null> = {
    'content-type': mediaType(response.headers.get('content-type')),
  };
  for (const name of compared) headers[name] = response.headers.get(name);
  return { status: response.status, headers };
}

test('npm start and nginx send the same status, caching and security headers for every kind of URL', async () => {
  const root = process.env.E2E_DEPLOY_ROOT;
  const api = process.env.E2E_API_URL;
  test.skip(!root || !api, 'runs against the nginx deployment (npm run test:e2e:nginx)');
  const nginx = process.env.E2E_BASE_URL as string;
  const { createSiteServer } = await import(
    pathToFileURL(join(__dirname, '../../scripts/lib/site-server.mjs')).href
  );
  const runtimeConfig = JSON.parse(readFileSync(join(root as string, 'config.json'), 'utf8'));
  const app = createSiteServer({
    pageDir: join(root as string, 'shell'),
    siteRoot: root,
    apiTarget: api,
    runtimeConfig,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const express = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const page = await (await fetch(`${nginx}/delivery`)).text();
    const shellScript = /src="?\/([^" >]+\.[0-9a-f]{8}\.js)/.exec(page)?.[1];
    // The live release of delivery (deploy/release/): /mfe/delivery/<version>/.
    const manifestUrl = runtimeConfig.remotes.delivery as string;
    const folder = manifestUrl.replace(/mf-manifest\.json$/, '');
    const manifest = await (await fetch(`${nginx}${manifestUrl}`)).json();
    const chunk = manifest.exposes[0].assets.js.sync[0];
    expect(shellScript).toBeTruthy();
    const paths = [
      '/',
      '/delivery',
      '/dinning/1.5',
      '/foo.bar',
      '/config.json',
      '/index.html',
      `/${shellScript}`,
      manifestUrl,
      `${folder}remoteEntry.js`,
      `${folder}federation-runtime.js`,
      `${folder}${chunk}`,
      `${folder}${chunk}.map`,
      `${folder}release.json`,
      `${folder}server/remoteEntry.js`,
      '/api/cake/1',
      '/api/images/cake/1.svg',
      '/api/images/cake/1.webp',
    ];
    const differences: string[] = [];
    for (const path of paths) {
      const [fromExpress, fromNginx] = await Promise.all([answer(express, path), answer(nginx, path)]);
      if (fromExpress.status !== fromNginx.status)
        differences.push(`${path}: status ${fromExpress.status} (npm start) vs ${fromNginx.status} (nginx)`);
      for (const [name, value] of Object.entries(fromExpress.headers)) {
        if (value !== fromNginx.headers[name])
          differences.push(
            `${path}: ${name} ${JSON.stringify(value)} vs ${JSON.stringify(fromNginx.headers[name])}`,
          );
      }
    }
    expect(differences).toEqual([]);
    // Missing files are 404 on both (their bodies differ: each server words its own).
    for (const path of [
      '/nope.js',
      '/mfe/delivery/missing.0123abcd.js',
      '/mfe/delivery/mf-manifest.json',
      `${folder}missing.0123abcd.js`,
      '/releases/delivery/history.json',
    ]) {
      const [fromExpress, fromNginx] = await Promise.all([fetch(express + path), fetch(nginx + path)]);
      expect([fromExpress.status, fromNginx.status], path).toEqual([404, 404]);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
