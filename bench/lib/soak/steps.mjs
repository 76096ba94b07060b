/**
 * What happens to the site during the soak, in order: a section is
 * released, a kept version canaried at 50 %, promoted, rolled back, a release with a broken
 * entry is refused, a render server is killed (SIGKILL) and started again, and the data service
 * is killed (SIGKILL) and started again on its data folder.
 */
import { rmSync } from 'node:fs';
import { copyOfLiveVersion, liveVersion, replaceInBuild, runCli, truncateEntry } from './builds.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The section released: its heading is the change each new version carries. */
const key = 'nightlife';
const heading = 'NightLife Restaurants In NCR Delhi';

/** The steps that are releases (their 'during' windows make the release p95). */
export const releaseSteps = ['release', 'canary', 'promote', 'rollback', 'refused'];

function changedCopy(root, to) {
  const dir = copyOfLiveVersion(root, key);
  if (replaceInBuild(dir, heading, to) === 0) throw new Error(`${key}'s build has no "${heading}" to change`);
  return dir;
}

/** A CLI run's result as a step's: ok when it exited as expected, its one line as the outcome. */
const outcome = (result, expected = 0) => ({
  ok: result.code === expected,
  outcome: `exit ${result.code}: ${(result.code === 0 ? result.stdout : result.stderr).split('\n')[0]}`,
  cliMs: Math.round(result.ms),
});

/**
 * Made before the visitors come: the next version's build, a kept version for the canary
 * (released and rolled back at once, as a team keeps one ready), and a build whose entry is cut
 * short. Returns the steps, and `cleanup` for the build folders.
 */
export async function prepareSteps(stack, { downMs = 3000 } = {}) {
  const { root } = stack;
  const first = liveVersion(root, key);
  const next = changedCopy(root, 'NightLife Restaurants in NCR Delhi');
  const canaryBuild = changedCopy(root, 'Nightlife Restaurants In NCR Delhi');
  const broken = copyOfLiveVersion(root, key);
  truncateEntry(broken);
  const kept = await runCli('release', root, key, canaryBuild);
  if (kept.code !== 0) throw new Error(`could not keep a canary version: ${kept.stderr}`);
  const canaryVersion = liveVersion(root, key);
  const back = await runCli('rollback', root, key, first);
  if (back.code !== 0) throw new Error(`could not roll back after keeping the canary: ${back.stderr}`);

  const steps = [
    {
      id: 'release',
      label: `${key}: a new version released`,
      run: async () => outcome(await runCli('release', root, key, next)),
    },
    {
      id: 'canary',
      label: `${key}: a kept version canaried at 50 %`,
      run: async () => outcome(await runCli('canary', root, key, canaryVersion, '50')),
    },
    {
      id: 'promote',
      label: `${key}: the canary promoted`,
      run: async () => outcome(await runCli('promote', root, key)),
    },
    {
      id: 'rollback',
      label: `${key}: rolled back`,
      run: async () => outcome(await runCli('rollback', root, key)),
    },
    {
      id: 'refused',
      label: `${key}: a release whose remoteEntry.js is cut short (must be refused)`,
      run: async () => {
        const live = liveVersion(root, key);
        const result = await runCli('release', root, key, broken);
        if (result.code === 0) {
          // Not refused: say so, and put the site back as an operator would.
          const undo = await runCli('rollback', root, key, live);
          return {
            ...outcome(result, 1),
            outcome: `NOT REFUSED (${result.stdout}); rolled back: exit ${undo.code}`,
          };
        }
        return outcome(result, 1);
      },
    },
    {
      id: 'render-kill',
      label: `render server 1 killed (SIGKILL), started again ${downMs / 1000} s later`,
      run: async () => {
        await stack.killRender(0);
        await sleep(downMs);
        const ready = await stack.startRender(0);
        return { ok: true, outcome: `ready (${ready.path}) ${ready.ms} ms after its start` };
      },
    },
    {
      id: 'data-kill',
      label: `data service killed (SIGKILL), started again ${downMs / 1000} s later`,
      run: async () => {
        await stack.killApi();
        await sleep(downMs);
        const ready = await stack.startApi();
        return { ok: true, outcome: `ready (${ready.path}) ${ready.ms} ms after its start` };
      },
    },
  ];
  return {
    steps,
    cleanup: () => {
      for (const dir of [next, canaryBuild, broken]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
