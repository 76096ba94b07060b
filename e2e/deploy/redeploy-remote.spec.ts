import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';
import { expect, test } from '../support/fixtures';
import { fileDigests, liveVersion, manifestUrl, repo, runCli, type CliResult } from '../support/release';

/*
 * A section team ships its remote alone, on the production layout served by nginx
 * (deploy/release/): a real rebuild of nightlife with a changed heading is
 * checked, copied to its own version folder and switched to; nothing else changes. Bad
 * input is refused with the live site unchanged; rollback goes back without a rebuild.
 */
const copyDir = '.redeploy-nightlife-mfe';
const oldHeading = 'NightLife Restaurants In NCR Delhi';
const newHeading = 'NightLife Restaurants In NCR Delhi, freshly deployed';

function replaceInTree(dir: string, from: string, to: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) count += replaceInTree(path, from, to);
    else if (/\.tsx?$/.test(name)) {
      const text = readFileSync(path, 'utf8');
      if (text.includes(from)) {
        writeFileSync(path, text.split(from).join(to));
        count += 1;
      }
    }
  }
  return count;
}

/** deploy/cli.mjs release, its copy failing halfway (e2e/support/release-with-failing-copy.cjs). */
const releaseFailingHalfway = (...args: string[]) =>
  new Promise<CliResult>((resolve) => {
    const child = spawn(process.execPath, [
      join(__dirname, '../support/release-with-failing-copy.cjs'),
      ...args,
    ]);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, stdout: '', stderr: stderr.trim(), ms: 0 }));
  });

test.describe.configure({ mode: 'serial' });

/** A config with nightlife's entry and its pinned digest left out: what else it says. */
function withoutNightlife(text: string) {
  const {
    remotes,
    integrity = {},
    ...rest
  } = JSON.parse(text) as {
    remotes: Record<string, string>;
    integrity?: Record<string, string>;
  };
  const { nightlife: _entry, ...otherRemotes } = remotes;
  const otherPins = Object.fromEntries(
    Object.entries(integrity).filter(([manifest]) => !manifest.startsWith('/mfe/nightlife/')),
  );
  return { ...rest, remotes: otherRemotes, integrity: otherPins };
}

test('a section team releases its remote alone: checked, switched on reload, refusals change nothing, rollback', async ({
  page,
  request,
}) => {
  // The rebuild waits for the machine-wide build lock when another build runs.
  test.setTimeout(600_000);
  const root = process.env.E2E_DEPLOY_ROOT;
  if (!root) throw new Error('E2E_DEPLOY_ROOT is not set: run with e2e/playwright.nginx.config.ts');
  const config = () => readFileSync(join(root, 'config.json'), 'utf8');
  const first = liveVersion(root, 'nightlife');

  await page.goto('/nightlife');
  await expect(page.getByRole('heading', { level: 1, name: oldHeading })).toBeVisible();

  // The team's new version: the same app with a changed text, built on its own.
  const work = join(repo, copyDir);
  rmSync(work, { recursive: true, force: true });
  for (const entry of ['package.json', 'webpack.config.cjs', 'src']) {
    cpSync(join(repo, 'nightlife-mfe', entry), join(work, entry), { recursive: true });
  }
  expect(replaceInTree(join(work, 'src'), oldHeading, newHeading)).toBeGreaterThan(0);
  const { buildApps } = await import(pathToFileURL(join(repo, 'scripts/lib/build.mjs')).href);
  await buildApps([copyDir]);
  const dist = join(work, 'dist');

  const untouched = [
    'shell',
    'mfe/delivery',
    'mfe/dining',
    'mfe/checkout',
    'mfe/auth',
    `mfe/nightlife/${first}`,
  ];
  const before = untouched.map((part) => fileDigests(join(root, part)));
  const configBefore = config();

  // Refused, the live site as it was: another remote's build, and a copy failing halfway.
  const wrong = await runCli('release', root, 'nightlife', join(repo, 'dining-mfe/dist'));
  expect(wrong.code).toBe(1);
  expect(wrong.stderr).toMatch(/^release refused: .* is the build of dining, not nightlife/);
  const failed = await releaseFailingHalfway(root, 'nightlife', dist);
  expect(failed.code).toBe(1);
  expect(failed.stderr).toMatch(
    /copying nightlife [0-9a-f]{12} failed after \d+ of \d+ files .*the live site is unchanged$/,
  );
  expect(config()).toBe(configBefore);
  expect(readdirSync(join(root, 'mfe/nightlife'))).toEqual([first]);
  expect(existsSync(join(root, 'releases/nightlife/lock'))).toBe(false);
  const live = await request.get(JSON.parse(configBefore).remotes.nightlife);
  expect(live.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: oldHeading })).toBeVisible();

  const released = await runCli('release', root, 'nightlife', dist);
  rmSync(work, { recursive: true, force: true });
  expect(released.code, released.stderr).toBe(0);
  const next = liveVersion(root, 'nightlife');
  expect(released.stdout).toMatch(new RegExp(`^released nightlife ${next} \\(was ${first}\\): first load `));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newHeading })).toBeVisible();
  // Only the config's nightlife line changed; every other file, the old version included, is as it was.
  expect(untouched.map((part) => fileDigests(join(root, part)))).toEqual(before);
  expect(withoutNightlife(config())).toEqual(withoutNightlife(configBefore));
  // A version's files are immutable, so cached for a year; the config says which is live.
  const manifest = await request.get(manifestUrl('nightlife', next));
  expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/config.json')).headers()['cache-control']).toBe('no-cache');

  const rollback = await runCli('rollback', root, 'nightlife');
  expect(rollback.code, rollback.stderr).toBe(0);
  test.info().annotations.push({ type: 'rollback time', description: `${Math.round(rollback.ms)} ms` });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: oldHeading })).toBeVisible();
  // As before the release, and the version rolled back from still pinned: a page drawn with it
  // just before the switch hydrates with it (shell/src/entry/drawn-versions.ts).
  const after = JSON.parse(config()) as { integrity: Record<string, string> };
  const { [manifestUrl('nightlife', next)]: rolledBackFrom, ...pinned } = after.integrity;
  expect(rolledBackFrom).toMatch(/^sha384-/);
  expect(JSON.stringify({ ...after, integrity: pinned })).toBe(JSON.stringify(JSON.parse(configBefore)));
});
