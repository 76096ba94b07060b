import { readFileSync } from 'node:fs';

/**
 * What the machine and the servers were doing during the soak, once a second, as events
 * (`machine`): the share of the two cores busy, and of the time stolen by the host (a VM's
 * neighbours) and spent waiting on the disk, from /proc/stat; and how long the data service and
 * nginx each took to answer a small request sent to them directly. A stall that every visitor
 * meets at once can then be put down to the machine, the data service or nginx.
 */
const cpuTimes = () => {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , iowait, irq, softirq, steal] = fields;
    return {
      busy: user + nice + system + irq + softirq,
      iowait,
      steal,
      total: fields.slice(0, 8).reduce((a, b) => a + b, 0),
    };
  } catch {
    return undefined; // not Linux: the probes alone
  }
};

/** How long `url` took to answer or fail, ms (`limitMs` when it did neither within it). */
async function answerMs(url, limitMs) {
  const started = performance.now();
  await fetch(url, { signal: AbortSignal.timeout(limitMs) })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  return Math.round(performance.now() - started);
}

/** The soak's figures of the watch: the cores' load, and the slowest answer of each server. */
export function machineFigures(samples) {
  const sorted = (key) =>
    samples
      .map((sample) => sample[key])
      .filter((value) => value !== undefined)
      .sort((a, b) => a - b);
  const slowest = (key) =>
    samples.reduce(
      (worst, sample) =>
        sample[key] > (worst?.ms ?? -1) ? { ms: sample[key], at: Math.round(sample.at) } : worst,
      undefined,
    );
  const busy = sorted('busy');
  return {
    samples: samples.length,
    busyMedian: busy[Math.floor(busy.length / 2)],
    busyOver90: busy.filter((value) => value > 90).length,
    stealMax: sorted('steal').at(-1),
    iowaitMax: sorted('iowait').at(-1),
    slowestDataService: slowest('dataServiceMs'),
    slowestNginx: slowest('nginxMs'),
  };
}

/**
 * Starts watching: `record('machine', …)` each `everyMs`. Returns `stop`, which resolves once
 * the probes under way have settled.
 * @param {{ apiUrl: string, siteUrl: string }} stack
 * @param {(type: string, fields: object) => void} record
 */
export function watchMachine(stack, record, { everyMs = 1000, limitMs = 30000 } = {}) {
  let last = cpuTimes();
  const probes = new Set();
  const timer = setInterval(() => {
    const times = cpuTimes();
    const share = (key) =>
      times && last
        ? Math.round((100 * (times[key] - last[key])) / (times.total - last.total || 1))
        : undefined;
    const sample = { busy: share('busy'), steal: share('steal'), iowait: share('iowait') };
    last = times;
    const probe = Promise.all([
      answerMs(`${stack.apiUrl}/random/1`, limitMs),
      answerMs(`${stack.siteUrl}/favicon.svg`, limitMs),
    ]).then(([dataServiceMs, nginxMs]) => record('machine', { ...sample, dataServiceMs, nginxMs }));
    probes.add(probe);
    probe.finally(() => probes.delete(probe));
  }, everyMs);
  // A soak that failed midway is not kept alive by its watch.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await Promise.all(probes);
  };
}
