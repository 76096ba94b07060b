import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { osThreadId } from './lane-priority.mjs';

/**
 * One render lane (./render-lanes.mjs): the shell's server bundle with one section's remote (or
 * none, for the shell's own pages), in a thread of its own. It warms that remote, says it is
 * ready, then renders what it is sent. The main thread stops it when a render runs too long or
 * it runs out of memory, and starts another.
 */
const { bundle, lane, remoteKeys, ...options } = workerData;
const require = createRequire(import.meta.url);
const { loadRenderer } = require(bundle);
const { createRenderer } = await loadRenderer();
// Only this lane's remote is drawn here (an answer lane's two: `delivery+checkout`): another
// section's code never runs in this thread.
const sections = lane.split('+');
const renderer = createRenderer({
  ...options,
  clientOnly: remoteKeys.filter((key) => !sections.includes(key)),
});
await renderer.warm().catch(() => undefined);
parentPort.on('message', async ({ id, url, visitor }) => {
  try {
    parentPort.postMessage({ id, page: await renderer.render(url, visitor) });
  } catch (error) {
    parentPort.postMessage({ id, error: error?.message ?? String(error) });
  }
});
// With the thread's OS id, by which the main thread lowers its priority while it is stuck.
parentPort.postMessage({ ready: true, osThread: osThreadId() });
