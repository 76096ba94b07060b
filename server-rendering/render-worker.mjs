import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { osThreadId } from './lane-priority.mjs';

/**
 * One render lane (./render-lanes.mjs): the shell's server bundle with one section's remote (or
 * none, for the shell's own pages), in a thread of its own so the main thread can stop it.
 */
const { bundle, lane, remoteKeys, ...options } = workerData;
const require = createRequire(import.meta.url);
const { loadRenderer } = require(bundle);
const { createRenderer } = await loadRenderer();
// Only this lane's remote runs here: another section's code never runs in this thread.
const renderer = createRenderer({
  ...options,
  clientOnly: remoteKeys.filter((key) => key !== lane),
});
await renderer.warm().catch(() => undefined);
parentPort.on('message', async ({ id, url, visitor, form }) => {
  try {
    const answer = form ? await renderer.answerForm(form) : await renderer.render(url, visitor);
    parentPort.postMessage({ id, page: answer });
  } catch (error) {
    parentPort.postMessage({ id, error: error?.message ?? String(error) });
  }
});
// The OS thread id lets the main thread lower its priority while it is stuck.
parentPort.postMessage({ ready: true, osThread: osThreadId() });
