const {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} = require('node:fs');
const { join } = require('node:path');

const hour = 60 * 60 * 1000;

/**
 * Telemetry kept append-only as NDJSON (docs/section-health.md#section-health): one line per
 * event, stamped with the time it arrived. When the current file would pass `maxBytes` it
 * becomes telemetry.1.ndjson (the older ones move up, the oldest past `keepFiles` is
 * dropped), so the folder never holds more than about keepFiles x maxBytes. The events of
 * the last `retainMs` (at most `maxEvents` of them) are also held in memory, in arrival
 * order, for the summary; they are read back from the files at start.
 */
class TelemetryStore {
  constructor({
    dir,
    maxBytes = 4 * 1024 * 1024,
    keepFiles = 4,
    retainMs = 6 * hour,
    maxEvents = 200_000,
    now = Date.now,
  }) {
    this.dir = dir;
    this.maxEvents = maxEvents;
    this.maxBytes = maxBytes;
    this.keepFiles = keepFiles;
    this.retainMs = retainMs;
    this.now = now;
    mkdirSync(dir, { recursive: true });
    this.size = this.#sizeOnDisk();
    this.events = this.#readBack();
  }

  /** telemetry.ndjson (0), then telemetry.1.ndjson … the older ones. */
  file(index) {
    return join(this.dir, index === 0 ? 'telemetry.ndjson' : `telemetry.${index}.ndjson`);
  }

  #readBack() {
    const since = this.now() - this.retainMs;
    const events = [];
    for (let index = this.keepFiles; index >= 0; index -= 1) {
      if (!existsSync(this.file(index))) continue;
      for (const line of readFileSync(this.file(index), 'utf8').split('\n')) {
        if (!line) continue;
        try {
          const event = JSON.parse(line);
          if (event.at >= since) events.push(event);
        } catch {
          // A line cut short by a crash is skipped; the rest of the file still counts.
        }
      }
    }
    return events.slice(-this.maxEvents);
  }

  /** The current file, open for appending (kept open: one write per batch). */
  #fd() {
    this.fdOpen ??= openSync(this.file(0), 'a');
    return this.fdOpen;
  }

  #sizeOnDisk() {
    return existsSync(this.file(0)) ? statSync(this.file(0)).size : 0;
  }

  #close() {
    if (this.fdOpen !== undefined) closeSync(this.fdOpen);
    this.fdOpen = undefined;
  }

  /** After a failed write: closed, and sized again from what reached the disk. */
  #reopen() {
    this.#close();
    this.size = this.#sizeOnDisk();
  }

  #rotate() {
    this.#close();
    rmSync(this.file(this.keepFiles), { force: true });
    for (let index = this.keepFiles - 1; index >= 0; index -= 1) {
      if (existsSync(this.file(index))) renameSync(this.file(index), this.file(index + 1));
    }
    this.size = 0;
  }

  /**
   * Stores one accepted batch's events; returns them as stored. A failed write (a full
   * disk) throws and keeps nothing in memory; the file is opened again for the next batch.
   */
  append(page, events) {
    const at = this.now();
    const stored = events.map((event) => ({ at, page, ...event }));
    const text = stored.map((event) => `${JSON.stringify(event)}\n`).join('');
    const bytes = Buffer.byteLength(text);
    if (this.size > 0 && this.size + bytes > this.maxBytes) this.#rotate();
    try {
      writeSync(this.#fd(), text);
    } catch (error) {
      this.#reopen();
      throw error;
    }
    this.size += bytes;
    this.events.push(...stored);
    this.#forgetOld(at);
    return stored;
  }

  #forgetOld(now) {
    const first = Math.max(this.#firstAtOrAfter(now - this.retainMs), this.events.length - this.maxEvents);
    if (first > 0) this.events.splice(0, first);
  }

  /** The index of the first event that arrived at or after `time` (events are in arrival order). */
  #firstAtOrAfter(time) {
    let low = 0;
    let high = this.events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.events[middle].at < time) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Events that arrived at or after `since` (ms since the epoch). */
  since(since) {
    return this.events.slice(this.#firstAtOrAfter(since));
  }
}

module.exports = { TelemetryStore, hour };
