const { existsSync, mkdirSync, readFileSync } = require('node:fs');
const writeFileAtomic = require('write-file-atomic');
const { dirname } = require('node:path');
const { findPayment, payFor, paymentsOf, toPublic: paymentToPublic } = require('./payments.js');

const emptyState = () => ({ nextId: 1, lines: [] });
/** How many keyed adds (Idempotency-Key) the store remembers, across visitors. */
const keptAdds = 1000;

/**
 * The fields a line carries, in a stable order; visitor stays server-side. `version`
 * starts at 1 and goes up by one with every change of the line: it is the line's ETag,
 * so a client can say which state its change starts from (If-Match).
 */
const publicFields = ['id', 'name', 'imgUrl', 'price', 'variety', 'rating', 'place', 'quantity', 'version'];
// Lines saved before versions existed count as version 1.
const toPublic = (line) =>
  Object.fromEntries(publicFields.map((key) => [key, key === 'version' ? (line.version ?? 1) : line[key]]));

/** A line's ETag: its version, as a strong entity tag. */
const etagOf = (line) => `"${line.version ?? 1}"`;

/**
 * Whether an If-Match condition ({ any: true } for '*', or { tags: [...] } of strong
 * entity tags) holds for the line; no condition always holds.
 */
const matches = (line, condition) =>
  !condition || condition.any === true || condition.tags.includes(etagOf(line));

/** A line with `fields` changed: its next version. */
const changed = (line, fields) => ({ ...line, ...fields, version: (line.version ?? 1) + 1 });

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
    // A crash leaves the old file or the new one whole (temp file, fsync, rename).
    writeFileAtomic.sync(this.file, `${JSON.stringify(next, null, 2)}\n`);
    this.state = next;
  }

  #find(visitor, id) {
    return this.state.lines.find((line) => line.visitor === visitor && line.id === id);
  }

  list(visitor) {
    return this.state.lines.filter((line) => line.visitor === visitor).map(toPublic);
  }

  /**
   * Adds a line; the same dish already in this cart gets its quantity raised instead. An add
   * sent again with the same `key` (Idempotency-Key) changes nothing: { line, replayed } with
   * the line as it is now, or { replayed, gone } when it has been removed since.
   */
  add(visitor, fields, key) {
    const earlier = key && (this.state.adds ?? []).find((add) => add.visitor === visitor && add.key === key);
    if (earlier) {
      const line = this.#find(visitor, earlier.id);
      return line ? { line: toPublic(line), created: false, replayed: true } : { replayed: true, gone: true };
    }
    const { line, created, next } = this.#withLine(visitor, fields);
    // One write: the line and its key are durable together. The last keyed adds are kept: a
    // repeat comes within seconds (a lost answer sent again).
    const adds = key && [...(next.adds ?? []), { visitor, key, id: line.id }].slice(-keptAdds);
    this.#commit(adds ? { ...next, adds } : next);
    return { line: toPublic(line), created };
  }

  /** The state with `fields` added for `visitor` (a new line, or the same dish's quantity raised). */
  #withLine(visitor, fields) {
    const same = this.state.lines.find(
      (line) =>
        line.visitor === visitor &&
        line.name === fields.name &&
        line.place === fields.place &&
        line.price === fields.price &&
        line.variety === fields.variety,
    );
    if (same) {
      const line = changed(same, { quantity: Math.min(99, same.quantity + fields.quantity) });
      return {
        line,
        created: false,
        next: { ...this.state, lines: this.state.lines.map((l) => (l === same ? line : l)) },
      };
    }
    const line = { id: this.state.nextId, visitor, ...fields, version: 1 };
    return {
      line,
      created: true,
      next: { ...this.state, nextId: this.state.nextId + 1, lines: [...this.state.lines, line] },
    };
  }

  /**
   * Changes a line when `condition` (If-Match) holds. Returns { line } (updated), { missing }
   * when the visitor has no such line, or { conflict } with the line as it is now. The check
   * and the write happen in one synchronous step, so no other request comes between them.
   */
  update(visitor, id, fields, condition) {
    const current = this.#find(visitor, id);
    if (!current) return { missing: true };
    if (!matches(current, condition)) return { conflict: toPublic(current) };
    const updated = changed(current, fields);
    this.#commit({
      ...this.state,
      lines: this.state.lines.map((line) => (line === current ? updated : line)),
    });
    return { line: toPublic(updated) };
  }

  /** Removes a line when `condition` holds: { removed }, { missing } or { conflict }. */
  remove(visitor, id, condition) {
    const current = this.#find(visitor, id);
    if (!current) return { missing: true };
    if (!matches(current, condition)) return { conflict: toPublic(current) };
    this.#commit({ ...this.state, lines: this.state.lines.filter((line) => line !== current) });
    return { removed: true };
  }

  clear(visitor) {
    const kept = this.state.lines.filter((line) => line.visitor !== visitor);
    if (kept.length !== this.state.lines.length) this.#commit({ ...this.state, lines: kept });
  }

  /**
   * Pays `amount` for the visitor's cart in attempt `attemptId` (./payments.js): the payment
   * and the emptied cart are one write. { payment, repeated } (the attempt's one payment),
   * { empty } or { changed: total }.
   */
  pay(visitor, attemptId, amount) {
    const { result, next } = payFor(this.state, {
      visitor,
      attemptId,
      amount,
      paidAt: new Date().toISOString(),
    });
    if (next) this.#commit(next);
    return result;
  }

  /** The visitor's payment in attempt `attemptId`, or undefined. */
  payment(visitor, attemptId) {
    const found = findPayment(this.state, visitor, attemptId);
    return found && paymentToPublic(found);
  }

  payments(visitor) {
    return paymentsOf(this.state)
      .filter((entry) => entry.visitor === visitor)
      .map(paymentToPublic);
  }
}

module.exports = { CartStore, etagOf };
