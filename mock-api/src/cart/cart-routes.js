const express = require('express');
const { etagOf } = require('./cart-store.js');
const { parseIfMatch } = require('./if-match.js');
const { paymentRoutes } = require('./payment-routes.js');
const { fullLine, lineIdPattern, validateBody } = require('./validate.js');

const visitorPattern = /^[A-Za-z0-9-]{8,64}$/;
const idempotencyKeyPattern = visitorPattern;
const bodyLimit = '16kb';

const fail = (res, status, message, field) =>
  res.status(status).json(field ? { error: message, field } : { error: message });

/** Answers one line, with its version as the ETag. */
const sendLine = (res, line, status = 200) => res.status(status).set('ETag', etagOf(line)).json(line);

/**
 * /cart: create, read, update and delete, scoped to the X-Visitor-Id header (docs/data-service.md#data-service).
 * PUT, PATCH and DELETE of a line honour If-Match: when the line is no longer the version
 * the client names, nothing changes and the answer is 412 with the line as it is now, so
 * the client can apply its change again on top (two tabs never lose each other's change).
 */
function cartRoutes(store) {
  const router = express.Router();

  router.use((req, res, next) => {
    const visitor = req.get('X-Visitor-Id');
    if (!visitor || !visitorPattern.test(visitor)) {
      return fail(res, 400, 'X-Visitor-Id header must be 8 to 64 letters, digits or dashes', 'X-Visitor-Id');
    }
    res.locals.visitor = visitor;
    if (['POST', 'PUT', 'PATCH'].includes(req.method) && !req.is('application/json')) {
      return fail(res, 415, 'Content-Type must be application/json');
    }
    return next();
  });
  router.use(express.json({ limit: bodyLimit, strict: true }));

  const lineId = (req, res) => {
    if (!lineIdPattern.test(req.params.id)) {
      fail(res, 404, `no cart line ${req.params.id}`);
      return undefined;
    }
    return Number(req.params.id);
  };

  /** The request's If-Match condition; answers 400 (and returns false) when it is malformed. */
  const condition = (req, res) => {
    const { condition: parsed, error } = parseIfMatch(req.get('If-Match'));
    if (error) {
      fail(res, 400, error, 'If-Match');
      return false;
    }
    return parsed;
  };

  /** The answer to a conditional change: the result, 404 or 412 with the current line. */
  const settle = (res, id, result, answer) => {
    if (result.missing) return fail(res, 404, `no cart line ${id}`);
    if (result.conflict) {
      return res
        .status(412)
        .set('ETag', etagOf(result.conflict))
        .json({
          error: `cart line ${id} changed: it is now version ${result.conflict.version}`,
          field: 'If-Match',
          line: result.conflict,
        });
    }
    return answer();
  };

  router.use('/payments', paymentRoutes(store));

  router.get('/', (req, res) => res.json(store.list(res.locals.visitor)));

  router.get('/:id', (req, res) => {
    const id = lineId(req, res);
    if (id === undefined) return undefined;
    const line = store.list(res.locals.visitor).find((entry) => entry.id === id);
    return line ? sendLine(res, line) : fail(res, 404, `no cart line ${id}`);
  });

  // An add may carry an Idempotency-Key: sent again with it (its answer was lost), it is answered
  // with the line as it is now and adds nothing (`Idempotent-Replayed: true`).
  router.post('/', (req, res) => {
    const key = req.get('Idempotency-Key');
    if (key !== undefined && !idempotencyKeyPattern.test(key))
      return fail(res, 400, 'Idempotency-Key must be 8 to 64 letters, digits or dashes', 'Idempotency-Key');
    const { value, error } = validateBody(req.body, fullLine);
    if (error) return fail(res, 400, error.message, error.field);
    const { line, created, replayed, gone } = store.add(res.locals.visitor, value, key);
    if (replayed) res.set('Idempotent-Replayed', 'true');
    if (gone) return fail(res, 409, 'this add was made before; its line has since been removed');
    return sendLine(res, line, created ? 201 : 200);
  });

  const change = (fields, options) => (req, res) => {
    const id = lineId(req, res);
    if (id === undefined) return undefined;
    const { value, error } = validateBody(req.body, fields, options?.(id));
    if (error) return fail(res, 400, error.message, error.field);
    const ifMatch = condition(req, res);
    if (ifMatch === false) return undefined;
    const result = store.update(res.locals.visitor, id, value, ifMatch);
    return settle(res, id, result, () => sendLine(res, result.line));
  };

  router.put(
    '/:id',
    change(fullLine, (id) => ({ allowedId: id })),
  );
  router.patch('/:id', change(['quantity']));

  router.delete('/:id', (req, res) => {
    const id = lineId(req, res);
    if (id === undefined) return undefined;
    const ifMatch = condition(req, res);
    if (ifMatch === false) return undefined;
    const result = store.remove(res.locals.visitor, id, ifMatch);
    return settle(res, id, result, () => res.status(200).json({}));
  });

  /** Empties this visitor's cart (after a payment). */
  router.delete('/', (req, res) => {
    store.clear(res.locals.visitor);
    res.status(200).json([]);
  });

  router.all('*', (req, res) => fail(res, 405, `${req.method} is not allowed here`));

  // Body parser failures (bad JSON, too large) answer JSON too.
  router.use((error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error.type === 'entity.too.large') return fail(res, 413, `body is larger than ${bodyLimit}`);
    if (error.type === 'entity.parse.failed') return fail(res, 400, 'body is not valid JSON', '(body)');
    return fail(res, error.status && error.status < 500 ? error.status : 400, 'request could not be read');
  });
  return router;
}

module.exports = { cartRoutes };
