/**
 * A release switches the runtime config under a running render server (live-renderer.mjs): the
 * released section's pages wait for the new renderer, warmed, and so render the new version on
 * the next request; every other section's pages are answered meanwhile by the renderer already
 * warm, so a release of one section costs the others nothing.
 */
const { spawnSync } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const liveRenderer = pathToFileURL(join(__dirname, '..', 'live-renderer.mjs')).href;

/**
 * Runs `steps` (ESM, in a Node of its own) with `live` (the live renderer over a config file
 * `switchTo` rewrites), `warmed()` (lets the renderer being made be ready), `noServerBuild` (set:
 * the next renderer comes back null, as createPageRenderer's does without the shell's server
 * build) and `ask(path, method)` (which renderer answered: 'v1' or 'v2', or 'waiting' when none
 * has within 200 ms).
 */
function run(steps) {
  const dir = mkdtempSync(join(tmpdir(), 'live-renderer-'));
  const code = `import { writeFileSync, renameSync } from 'node:fs';
    import { createLiveRenderer } from ${JSON.stringify(liveRenderer)};
    const file = ${JSON.stringify(join(dir, 'config.json'))};
    const write = (config) => { writeFileSync(file + '.next', JSON.stringify(config)); renameSync(file + '.next', file); };
    const config = (nightlife) => ({ remotes: { delivery: '/mfe/delivery/a/', dining: '/mfe/dining/b/', nightlife } });
    write(config('/mfe/nightlife/1/'));
    let made = 0;
    let warmed;
    let noServerBuild = false;
    const makeRenderer = async () => {
      if (noServerBuild) return null;
      made += 1;
      const name = 'v' + made;
      const respond = (req, res) => res.send(name);
      respond.ready = made === 1 ? Promise.resolve() : new Promise((resolve) => (warmed = resolve));
      respond.isReady = () => true;
      return respond;
    };
    const live = await createLiveRenderer({ configFile: file, makeRenderer });
    const ask = (path, method = 'GET') => new Promise((resolve) => {
      live({ path, method }, { send: resolve });
      setTimeout(() => resolve('waiting'), 200);
    });
    const switchTo = (nightlife) => write(config(nightlife));
    const log = [];
    ${steps}
    console.log(JSON.stringify(log));`;
  try {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    return JSON.parse(result.stdout.trim().split('\n').pop());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('while a released section’s renderer warms, other sections are answered at once and the released one waits for it', () => {
  const log = run(`
    log.push(await ask('/dinning'));
    switchTo('/mfe/nightlife/2/');
    log.push(await ask('/dinning'), await ask('/delivery/cake/3'));
    const nightlife = ask('/nightlife');
    log.push(await nightlife);
    warmed();
    log.push(await new Promise((resolve) => live({ path: '/nightlife', method: 'GET' }, { send: resolve })));
    log.push(await ask('/dinning'));`);
  expect(log).toEqual(['v1', 'v1', 'v1', 'waiting', 'v2', 'v2']);
});

test('/status (every version) and early answers (a POST) wait for the switched config’s renderer; the landing page, which draws no section, does not', () => {
  const log = run(`
    switchTo('/mfe/nightlife/2/');
    log.push(await ask('/status'), await ask('/delivery/cake/3', 'POST'), await ask('/'));
    warmed();
    log.push(await new Promise((resolve) => live({ path: '/status', method: 'GET' }, { send: resolve })));`);
  expect(log).toEqual(['waiting', 'waiting', 'v1', 'v2']);
});

test('a switch whose renderer cannot be made leaves the one already warm answering every page, and a later switch is taken up', () => {
  const log = run(`
    noServerBuild = true;
    switchTo('/mfe/nightlife/2/');
    log.push(await ask('/nightlife'), await ask('/dinning'));
    noServerBuild = false;
    // The failed attempts settle first (a switch made while one is under way waits for that one).
    await new Promise((resolve) => setTimeout(resolve, 50));
    switchTo('/mfe/nightlife/3/');
    const nightlife = ask('/nightlife');
    warmed();
    log.push(await nightlife);`);
  expect(log).toEqual(['v1', 'v1', 'v2']);
});

test('a page asked for after a second switch, while the first one’s renderer still warms, is answered by the second one’s', () => {
  const log = run(`
    switchTo('/mfe/nightlife/2/');
    log.push(await ask('/nightlife'));
    const warmedFirst = warmed;
    switchTo('/mfe/nightlife/3/');
    const asked = new Promise((resolve) => live({ path: '/nightlife', method: 'GET' }, { send: resolve }));
    warmedFirst();
    // The second switch's renderer is being made once the first's is in place: let it be ready.
    for (let tries = 0; warmed === warmedFirst && tries < 50; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    warmed();
    log.push(await asked, await ask('/dinning'));`);
  expect(log).toEqual(['waiting', 'v3', 'v3']);
});
