const {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} = require('node:fs');
const { dirname } = require('node:path');

const emptyState = () => ({ nextId: 1, lines: [] });

/** The fields a line carries, in a stable order; visitor stays server-side. */
const publicFields = ['id', 'name', 'imgUrl', 'price', 'variety', 'rating', 'place', 'quantity'];
const toPublic = (line) => Object.fromEntries(publicFields.map((key) => [key, line[key]]));

/** Writes `text` to `file` so that a crash leaves either the old or the new file whole. */
function writeAtomically(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  const dirFd = openSync(dirname(file), 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

/**
 * Per-visitor cart lines kept in one JSON file. Every change is durable before it is
 * acknowledged; memory changes only after the file is written.
 */
class CartStore {
  constructor(file) {
    this.file = file;
    mkdirSync(dirname(file), { recursive: true });
    this.state = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : emptyState();
  }

  #commit(next) {
    writeAtomically(this.file, `${JSON.stringify(next, null, 2)}\n`);
    this.state = next;
  }

  #find(visitor, id) {
    return this.state.lines.find((line) => line.visitor === visitor && line.id === id);
  }

  list(visitor) {
    return this.state.lines.filter((line) => line.visitor === visitor).map(toPublic);
  }

  /** Adds a line; the same dish already in this cart gets its quantity raised instead. */
  add(visitor, fields) {
    const same = this.state.lines.find(
      (line) =>
        line.visitor === visitor &&
        line.name === fields.name &&
        line.place === fields.place &&
        line.price === fields.price &&
        line.variety === fields.variety,
    );
    if (same) {
      const quantity = Math.min(99, same.quantity + fields.quantity);
      return { line: this.update(visitor, same.id, { quantity }), created: false };
    }
    const line = { id: this.state.nextId, visitor, ...fields };
    this.#commit({ nextId: this.state.nextId + 1, lines: [...this.state.lines, line] });
    return { line: toPublic(line), created: true };
  }

  /** Returns the updated line, or undefined when the visitor has no such line. */
  update(visitor, id, fields) {
    const current = this.#find(visitor, id);
    if (!current) return undefined;
    const updated = { ...current, ...fields };
    this.#commit({
      ...this.state,
      lines: this.state.lines.map((line) => (line === current ? updated : line)),
    });
    return toPublic(updated);
  }

  remove(visitor, id) {
    const current = this.#find(visitor, id);
    if (!current) return false;
    this.#commit({ ...this.state, lines: this.state.lines.filter((line) => line !== current) });
    return true;
  }

  clear(visitor) {
    const kept = this.state.lines.filter((line) => line.visitor !== visitor);
    if (kept.length !== this.state.lines.length) this.#commit({ ...this.state, lines: kept });
  }
}

module.exports = { CartStore };
