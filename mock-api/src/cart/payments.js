/*
 * Paying for a visitor's cart. A payment attempt has an id, made by the browser
 * once per attempt and sent again on a reload or a second submit: the first request with an
 * id that finds the cart at the amount the visitor was shown pays, records what was paid and
 * empties the cart, all in one write; any later request with that id is answered with that
 * same payment and changes nothing. A refusal (an empty cart, another amount) records
 * nothing, so the same attempt may be submitted again once the visitor has seen the amount.
 * No card detail is ever sent.
 */
const attemptIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/** The sum of price times quantity: the site's one rule for a cart total (docs/product.md#cart). */
const totalOf = (lines) => lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

/** A payment as the visitor may read it (the visitor id stays on the server). */
const toPublic = ({ attemptId, amount, items, paidAt }) => ({ attemptId, amount, items, paidAt });

const paymentsOf = (state) => state.payments ?? [];

function findPayment(state, visitor, attemptId) {
  return paymentsOf(state).find((entry) => entry.visitor === visitor && entry.attemptId === attemptId);
}

/**
 * The outcome of paying `amount` for the visitor's cart in attempt `attemptId`, and the
 * state to write when it paid: { result: { payment, repeated } , next? }, or
 * { result: { empty: true } } or { result: { changed: total } } with nothing to write.
 */
function payFor(state, { visitor, attemptId, amount, paidAt }) {
  const earlier = findPayment(state, visitor, attemptId);
  if (earlier) return { result: { payment: toPublic(earlier), repeated: true } };
  const lines = state.lines.filter((line) => line.visitor === visitor);
  if (lines.length === 0) return { result: { empty: true } };
  const total = totalOf(lines);
  if (total !== amount) return { result: { changed: total } };
  const payment = {
    visitor,
    attemptId,
    amount,
    items: lines.map(({ id, name, price, quantity }) => ({ lineId: id, name, price, quantity })),
    paidAt,
  };
  const next = {
    ...state,
    lines: state.lines.filter((line) => line.visitor !== visitor),
    payments: [...paymentsOf(state), payment],
  };
  return { result: { payment: toPublic(payment), repeated: false }, next };
}

module.exports = { attemptIdPattern, findPayment, payFor, paymentsOf, toPublic };
