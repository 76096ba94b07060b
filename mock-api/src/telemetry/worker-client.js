const { join } = require('node:path');
const { Worker } = require('node:worker_threads');

/**
 * The request thread's side of the telemetry worker (worker.js): `ask(message)` posts one
 * job and resolves with the HTTP answer `{ status, body }`. If the worker dies (a crash, an
 * error at start, `terminate`), every job still waiting is answered 503 naming what
 * happened, it is logged, and the next job starts a new worker, which reads the store back
 * from its files: nothing is lost silently.
 */
class TelemetryWorker {
  /** @param {{ store: object, now: () => number, log?: (message: string) => void }} options */
  constructor({ store, now, log = (message) => console.error(message) }) {
    this.store = store;
    this.now = now;
    this.log = log;
    this.pending = new Map();
    this.nextId = 0;
  }

  #start() {
    const worker = new Worker(join(__dirname, 'worker.js'), {
      workerData: { store: this.store, now: this.now() },
    });
    // The service's own server keeps it running; the worker alone never does (tests stop cleanly).
    worker.unref();
    worker.on('message', ({ id, status, body }) => {
      // A batch that could not be stored (a full disk) is logged here as well as answered.
      if (status >= 500) this.log(`mock-api: ${body.error}`);
      const job = this.pending.get(id);
      this.pending.delete(id);
      job?.({ status, body });
    });
    worker.on('error', (error) => this.#lost(worker, `failed: ${error.message}`));
    worker.on('exit', (code) => this.#lost(worker, `stopped (exit code ${code})`));
    return worker;
  }

  #lost(worker, what, logged = true) {
    if (this.worker !== worker) return;
    this.worker = undefined;
    const error = `telemetry worker ${what}`;
    if (logged) this.log(`mock-api: ${error}; ${this.pending.size} waiting requests answered 503`);
    for (const job of this.pending.values()) job({ status: 503, body: { error } });
    this.pending.clear();
  }

  /** @returns {Promise<{ status: number, body: object }>} */
  ask(message) {
    this.worker ??= this.#start();
    const id = (this.nextId += 1);
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Stops the worker (the service's shutdown, tests). */
  async close() {
    const { worker } = this;
    if (!worker) return;
    this.#lost(worker, 'stopped with the service', this.pending.size > 0);
    await worker.terminate();
  }
}

module.exports = { TelemetryWorker };
