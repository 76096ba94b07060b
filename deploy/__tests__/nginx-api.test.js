/**
 * Debian's nginx with the config deploy/nginx.mjs writes, in front of the real data service on
 * loopback ports: the service's own refusals reach the visitor as it sent them, a body over
 * nginx's `client_max_body_size` gets nginx's own 413, and only a service that is down is a 502.
 */
const { spawn, spawnSync } = require('node:child_process');
const { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:http');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
// The data service as its own process (mock-api/src/cli.js), as production runs it.
const { sampleLine, startCli } = require('../../mock-api/__tests__/api-harness.js');

jest.setTimeout(30000);

/** A cart line of about 1 MB of JSON: under nginx's 1m, over the service's 16 KB. */
const megabyteLine = JSON.stringify({ ...sampleLine, name: 'x'.repeat(1_000_000) });
const visitor = 'visitor-nginx-1';

/** deploy/nginx.mjs's whole nginx.conf (an ES module, read in a Node of its own). */
function standaloneConf(options) {
  const nginxModule = pathToFileURL(join(__dirname, '..', 'nginx.mjs')).href;
  const script = `import { renderStandaloneConf } from ${JSON.stringify(nginxModule)};
process.stdout.write(renderStandaloneConf(JSON.parse(process.argv[1])));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(options)], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

const freePort = async () => {
  const server = createServer();
  await new Promise((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
};

async function ready(url, child) {
  const until = Date.now() + 10000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer ${url}`);
}

let base;
let nginx;
let api;
let site;
beforeAll(async () => {
  api = await startCli();
  site = mkdtempSync(join(tmpdir(), 'nginx-api-'));
  // nginx's workers run as another user when the tests run as root.
  chmodSync(site, 0o755);
  const root = join(site, 'root');
  const prefix = join(site, 'nginx');
  mkdirSync(join(root, 'shell'), { recursive: true });
  mkdirSync(prefix);
  const runtimeConfig = { remotes: {}, apiBase: '/api' };
  writeFileSync(join(root, 'config.json'), JSON.stringify(runtimeConfig));
  writeFileSync(join(root, 'shell', 'index.html'), '<!doctype html><title>Zomato</title>');
  const port = await freePort();
  const conf = standaloneConf({ prefix, root, port, apiUpstream: api.base, runtimeConfig });
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  nginx = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    nginx.once('spawn', resolve);
    nginx.once('error', (error) =>
      reject(new Error(`nginx could not start (apt-get install -y nginx): ${error.message}`)),
    );
  });
  base = `http://127.0.0.1:${port}`;
  await ready(`${base}/config.json`, nginx);
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  api?.stop();
  if (site) rmSync(site, { recursive: true, force: true });
});

const postCart = async (body, headers = {}) => {
  const response = await fetch(`${base}/api/cart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Visitor-Id': visitor, ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text };
};

// The service closing before it had read the body cost about one try in four its answer (a 502).
test('a 1 MB cart body with a malformed X-Visitor-Id gets the service’s own 400, 30 of 30', async () => {
  const answers = [];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    answers.push(await postCart(megabyteLine, { 'X-Visitor-Id': 'bad!' }));
  }
  expect(answers.map(({ status }) => status)).toEqual(Array(30).fill(400));
  expect(new Set(answers.map(({ text }) => text))).toEqual(
    new Set([
      JSON.stringify({
        error: 'X-Visitor-Id header must be 8 to 64 letters, digits or dashes',
        field: 'X-Visitor-Id',
      }),
    ]),
  );
});

test('bad JSON gets the service’s 400, and a 1 MB body its own 413 (under nginx’s limit)', async () => {
  const badJson = await postCart('{"name":');
  expect(badJson).toMatchObject({ status: 400, type: expect.stringMatching(/^application\/json/) });
  expect(JSON.parse(badJson.text)).toEqual({ error: 'body is not valid JSON', field: '(body)' });
  const tooLarge = await postCart(megabyteLine);
  expect(tooLarge.status).toBe(413);
  expect(JSON.parse(tooLarge.text)).toEqual({ error: 'body is larger than 16kb' });
});

test('a body over client_max_body_size (1m) gets nginx’s own 413: the service never sees it', async () => {
  const overLimit = JSON.stringify({ ...sampleLine, name: 'x'.repeat(1024 * 1024) });
  const { status, type, text } = await postCart(overLimit, { 'X-Visitor-Id': 'bad!' });
  expect(status).toBe(413);
  expect(type).toMatch(/^text\/html/);
  expect(text).toMatch(/413 Request Entity Too Large/);
});

test('with the service down, nginx answers 502', async () => {
  api.stop();
  await api.exited;
  const { status, text } = await postCart(megabyteLine);
  expect(status).toBe(502);
  expect(text).toMatch(/502 Bad Gateway/);
});
