import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../support/fixtures';

const repo = join(__dirname, '..', '..');
const copyDir = '.redeploy-nightlife-mfe';
const oldHeading = 'NightLife Restaurants In NCR Delhi';
const newHeading = 'NightLife Restaurants In NCR Delhi, freshly deployed';

function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else hashes[path.slice(dir.length)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return hashes;
}

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

test.describe.configure({ mode: 'serial' });

test('a section team redeploys its remote alone: no shell rebuild, the change shows on reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const root = process.env.E2E_DEPLOY_ROOT;
  if (!root) throw new Error('E2E_DEPLOY_ROOT is not set: run with e2e/playwright.nginx.config.ts');

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

  const untouched = ['shell', 'mfe/delivery', 'mfe/dining', 'mfe/checkout', 'mfe/auth', 'config.json'];
  const before = untouched.map((part) =>
    part.endsWith('.json') ? readFileSync(join(root, part), 'utf8') : hashTree(join(root, part)),
  );

  const { deployRemote } = await import(pathToFileURL(join(repo, 'deploy/nginx.mjs')).href);
  deployRemote(root, 'nightlife', join(work, 'dist'));
  rmSync(work, { recursive: true, force: true });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newHeading })).toBeVisible();
  const after = untouched.map((part) =>
    part.endsWith('.json') ? readFileSync(join(root, part), 'utf8') : hashTree(join(root, part)),
  );
  expect(after).toEqual(before);
});
