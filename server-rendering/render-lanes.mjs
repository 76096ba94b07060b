import { Worker } from 'node:worker_threads';
import { remoteOf } from '@zomato/serving/remote-preload';
import { takeCpuBack, yieldCpu } from './lane-priority.mjs';

/**
 * Server rendering in lanes (docs/serving.md#render-lanes): each section's remote runs in a worker
 * thread of its own, so one section's loop or leak cannot hold up another's pages. A slow lane's
 * page is drawn in the shell's lane; a lane past its limits is stopped, and one failing often is
 * paused.
 *
 * @typedef {object} LaneTrouble
 * @property {string} lane                      'shell' or a remote's key
 * @property {'stopped' | 'paused'} outcome
 * @property {'timeout' | 'memory' | 'error'} reason
 *
 * @param {object} options
 * @param {string} options.bundle               the shell's server bundle (shell/dist/server/main.js)
 * @param {string[]} options.remoteKeys         the sections that get a lane of their own
 * @param {object} options.rendererOptions      createRenderer's options, sent to each lane
 * @param {number} [options.hardLimitMs]        a render running longer stops its lane
 * @param {number} [options.answerWithinMs]     a lane slower to answer has its page drawn in the shell's
 * @param {number} [options.readyLimitMs]       a lane not ready by then is stopped
 * @param {number} [options.memoryMb]           a lane's heap limit
 * @param {number} [options.breakerFailures]    failures within breakerWindowMs that pause a lane
 * @param {number} [options.breakerWindowMs]
 * @param {number} [options.breakerPauseMs]
 * @param {(trouble: LaneTrouble) => void} [options.onTrouble]
 * @param {(lane: string) => string} [options.inputsOf]  what a lane's pages depend on (a lane is kept across a release while it is the same)
 * @param {{ handOver: (lane: string, key: string) => object | undefined }} [options.inherit]  the lanes of the renderer this one replaces
 */
export function createRenderLanes({
  bundle,
  remoteKeys,
  rendererOptions,
  hardLimitMs = 3000,
  answerWithinMs = hardLimitMs,
  readyLimitMs = 20000,
  memoryMb = 512,
  breakerFailures = 3,
  breakerWindowMs = 60000,
  breakerPauseMs = 30000,
  onTrouble = () => undefined,
  inputsOf = () => '',
  inherit,
}) {
  const lanes = new Map();
  const failures = new Map();
  const pausedUntil = new Map();
  let nextId = 0;
  let closed = false;

  /** A page's lane: its section's, or the shell's. */
  const laneOf = (url) => {
    const key = remoteOf(new URL(url, 'http://site').pathname);
    return key && remoteKeys.includes(key) ? key : 'shell';
  };

  /**
   * @param {string} lane
   * @param {string} reason  for the log
   * @param {LaneTrouble['reason']} kind
   */
  function failed(lane, reason, kind) {
    if (closed) return;
    const now = Date.now();
    const recent = [...(failures.get(lane) ?? []), now].filter((at) => now - at < breakerWindowMs);
    failures.set(lane, recent);
    console.error(`ssr lane ${lane}: ${reason}`);
    onTrouble({ lane, outcome: 'stopped', reason: kind });
    if (recent.length >= breakerFailures) {
      pausedUntil.set(lane, now + breakerPauseMs);
      failures.set(lane, []);
      console.error(`ssr lane ${lane}: paused for ${breakerPauseMs} ms; its pages render in the browser`);
      onTrouble({ lane, outcome: 'paused', reason: kind });
    }
  }

  function start(lane) {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      workerData: { ...rendererOptions, bundle, lane, remoteKeys },
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    });
    worker.unref();
    const state = { worker, pending: new Map(), stopped: false, key: inputsOf(lane), owner: lanes, failed };
    state.ready = new Promise((resolve, reject) => {
      state.readyNow = resolve;
      state.notReady = reject;
    });
    state.ready.catch(() => undefined);
    const stop = (reason) => {
      if (state.stopped) return;
      state.stopped = true;
      if (state.owner.get(lane) === state) state.owner.delete(lane);
      const error = new Error(`the ${lane} lane stopped: ${reason}`);
      state.notReady(error);
      for (const { reject } of state.pending.values()) reject(error);
      state.pending.clear();
      void worker.terminate();
    };
    state.stop = stop;
    worker.on('message', (message) => {
      if (message.ready) {
        state.isReady = true;
        state.osThread = message.osThread;
        return state.readyNow();
      }
      const waiting = state.pending.get(message.id);
      if (!waiting) return;
      state.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error));
      else waiting.resolve(message.page);
    });
    worker.on('error', (error) => {
      const outOfMemory = /** @type {NodeJS.ErrnoException} */ (error).code === 'ERR_WORKER_OUT_OF_MEMORY';
      state.failed(lane, outOfMemory ? 'out of memory' : error.message, outOfMemory ? 'memory' : 'error');
      stop(error.message);
    });
    worker.on('exit', (code) => stop(`exited (${code})`));
    const readyTimer = setTimeout(() => {
      failed(lane, `not ready after ${readyLimitMs} ms`, 'timeout');
      stop('not ready in time');
    }, readyLimitMs);
    readyTimer.unref();
    state.ready.then(
      () => clearTimeout(readyTimer),
      () => clearTimeout(readyTimer),
    );
    lanes.set(lane, state);
    return state;
  }

  const laneFor = (lane) => {
    const state = lanes.get(lane);
    return state && !state.stopped ? state : start(lane);
  };

  // After a release: a ready lane whose inputs (its section's part of the config) are the same
  // goes on in the new lanes, so only the released section's lane and the shell's start again.
  const everyLane = ['shell', ...remoteKeys];
  for (const lane of inherit ? everyLane : []) {
    const state = inherit.handOver(lane, inputsOf(lane));
    if (!state) continue;
    Object.assign(state, { owner: lanes, failed });
    lanes.set(lane, state);
  }

  /** Sends `message` (a page to draw, or a form to answer) to the lane, and resolves with its answer. */
  async function ask(lane, message) {
    const state = laneFor(lane);
    // A lane still starting (or stuck starting) does not hold the page up past the limit.
    let waited;
    await Promise.race([
      state.ready,
      new Promise((_, reject) => {
        waited = setTimeout(() => reject(new Error(`the ${lane} lane stopped: not ready`)), hardLimitMs);
      }),
    ]).finally(() => clearTimeout(waited));
    return new Promise((resolve, reject) => {
      const id = (nextId += 1);
      const timer = setTimeout(() => {
        // A render that never yields: the thread is stopped; its other renders fail with it.
        failed(
          lane,
          `${message.url ? 'a render of' : 'a form posted to'} ${message.url ?? message.form.path} ran past ${hardLimitMs} ms`,
          'timeout',
        );
        state.stop(`a render ran past ${hardLimitMs} ms`);
      }, hardLimitMs);
      const settle = (fn) => (value) => {
        clearTimeout(timer);
        fn(value);
      };
      state.pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
      state.worker.postMessage({ id, ...message });
    });
  }
  const renderIn = (lane, url, visitor) => ask(lane, { url, visitor });

  return {
    laneOf,
    /**
     * The page, from its section's lane; from the shell's, with the section left to the browser,
     * while that lane is paused, still starting (after a stop) or stuck on a render, or when it fails.
     */
    async render(url, visitor) {
      const lane = laneOf(url);
      if (lane === 'shell' || (pausedUntil.get(lane) ?? 0) > Date.now())
        return renderIn('shell', url, visitor);
      const state = laneFor(lane);
      if (!state.isReady || state.stuck) return renderIn('shell', url, visitor);
      let late;
      const within = answerWithinMs;
      try {
        const inLane = renderIn(lane, url, visitor);
        // Answered from the shell's lane meanwhile, its late answer or failure is let go; the
        // lane takes pages again once that render has settled (or the lane was replaced).
        inLane.catch(() => undefined);
        return await Promise.race([
          inLane,
          new Promise((_, reject) => {
            late = setTimeout(() => {
              state.stuck = true;
              // Until it settles, it takes only the CPU the others leave (./lane-priority.mjs).
              const had = state.stopped ? undefined : yieldCpu(state.osThread);
              inLane
                .finally(() => {
                  state.stuck = false;
                  if (had !== undefined && !state.stopped && !takeCpuBack(state.osThread, had))
                    state.stop('its priority could not be given back');
                })
                .catch(() => undefined);
              reject(new Error(`the ${lane} lane stopped answering in time`));
            }, within);
          }),
        ]);
      } catch (error) {
        if (!/lane stopped/.test(error?.message ?? '')) throw error;
        return renderIn('shell', url, visitor);
      } finally {
        clearTimeout(late);
      }
    },
    /**
     * A form posted to a page, answered in its section's lane (the section's own code, as a route
     * action): never in another lane, since no other runs that code. Rejects while the lane is
     * paused or stopped, or when it fails.
     */
    answerForm(request) {
      const lane = laneOf(request.path);
      if ((pausedUntil.get(lane) ?? 0) > Date.now())
        return Promise.reject(new Error(`the ${lane} lane is paused`));
      return ask(lane, { form: request });
    },
    /**
     * Hands a ready lane with inputs `key` to the renderer replacing these lanes: it serves both
     * until this one closes (untouched pages are answered here while the next warms).
     */
    handOver(lane, key) {
      const state = lanes.get(lane);
      if (!state?.isReady || state.stuck || state.key !== key) return undefined;
      return state;
    },
    /** Starts every lane (each warms its remotes), resolving when they are ready. */
    async warm() {
      await Promise.allSettled(everyLane.map((lane) => laneFor(lane).ready));
    },
    /** Whether each lane is ready, starting, or paused. */
    status() {
      const now = Date.now();
      return Object.fromEntries(
        ['shell', ...remoteKeys].map((lane) => [
          lane,
          (pausedUntil.get(lane) ?? 0) > now ? 'paused' : lanes.has(lane) ? 'running' : 'stopped',
        ]),
      );
    },
    close() {
      closed = true;
      // A lane handed over belongs to its new owner.
      for (const state of [...lanes.values()]) if (state.owner === lanes) state.stop('closed');
    },
  };
}
