const express = require('express');
const { z } = require('zod');
const { attemptIdPattern } = require('./payments.js');

const paymentBody = z.strictObject({
  amount: z
    .number({
      error: (issue) => (issue.input === undefined ? 'amount is required' : 'amount must be a number'),
    })
    .positive('amount must be more than 0'),
});

/** The amount asked for, or the body's first problem as { field, message }. */
function readBody(body) {
  const result = paymentBody.safeParse(body);
  if (result.success) return { amount: result.data.amount };
  const [issue] = result.error.issues;
  if (issue.code === 'unrecognized_keys') {
    return { error: { field: issue.keys[0], message: `${issue.keys[0]} is not a payment field` } };
  }
  if (issue.path.length === 0) return { error: { field: '(body)', message: 'body must be a JSON object' } };
  return { error: { field: String(issue.path[0]), message: issue.message } };
}

const fail = (res, status, message, field, extra = {}) =>
  res.status(status).json({ error: message, ...(field ? { field } : {}), ...extra });

/**
 * /cart/payments, inside /cart (its visitor check, JSON body and limits): the visitor's
 * payments, one per attempt id (./payments.js).
 * - PUT /cart/payments/{attemptId} {amount}: 201 with the payment, the cart emptied; the same
 *   id again: 200 with that same payment, nothing changed; 409 when the cart is empty or comes
 *   to another amount (`amount` names it), nothing charged.
 * - GET /cart/payments/{attemptId}: the payment, or 404 (not paid); GET /cart/payments: all.
 */
function paymentRoutes(store) {
  const router = express.Router();

  const attemptId = (req, res) => {
    if (attemptIdPattern.test(req.params.attemptId)) return req.params.attemptId;
    fail(res, 400, 'the attempt id must be 8 to 64 letters, digits or dashes', 'attemptId');
    return undefined;
  };

  router.get('/', (req, res) => res.json(store.payments(res.locals.visitor)));

  router.get('/:attemptId', (req, res) => {
    const id = attemptId(req, res);
    if (id === undefined) return undefined;
    const payment = store.payment(res.locals.visitor, id);
    return payment ? res.json(payment) : fail(res, 404, `no payment in attempt ${id}`);
  });

  router.put('/:attemptId', (req, res) => {
    const id = attemptId(req, res);
    if (id === undefined) return undefined;
    const { amount, error } = readBody(req.body);
    if (error) return fail(res, 400, error.message, error.field);
    const result = store.pay(res.locals.visitor, id, amount);
    if (result.empty) return fail(res, 409, 'the cart is empty: there is nothing to pay for', '(cart)');
    if (result.changed !== undefined) {
      return fail(res, 409, `the cart now comes to ${result.changed}`, 'amount', { amount: result.changed });
    }
    return res.status(result.repeated ? 200 : 201).json(result.payment);
  });

  return router;
}

module.exports = { paymentRoutes };
