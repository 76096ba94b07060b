const express = require('express');
const { fullLine, lineIdPattern, validateBody } = require('./validate.js');

const visitorPattern = /^[A-Za-z0-9-]{8,64}$/;
const bodyLimit = '16kb';

const fail = (res, status, message, field) =>
  res.status(status).json(field ? { error: message, field } : { error: message });

/** /cart: create, read, update and delete, scoped to the X-Visitor-Id header (DESIGN section 4). */
function cartRoutes(store) {
  const router = express.Router();

  router.use((req, res, next) => {
    const visitor = req.get('X-Visitor-Id');
    if (!visitor || !visitorPattern.test(visitor)) {
      return fail(res, 400, 'X-Visitor-Id header must be 8 to 64 letters, digits or dashes', 'X-Visitor-Id');
    }
    req.visitor = visitor;
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

  router.get('/', (req, res) => res.json(store.list(req.visitor)));

  router.get('/:id', (req, res) => {
    const id = lineId(req, res);
    if (id === undefined) return undefined;
    const line = store.list(req.visitor).find((entry) => entry.id === id);
    return line ? res.json(line) : fail(res, 404, `no cart line ${id}`);
  });

  router.post('/', (req, res) => {
    const { value, error } = validateBody(req.body, fullLine);
    if (error) return fail(res, 400, error.message, error.field);
    const { line, created } = store.add(req.visitor, value);
    return res.status(created ? 201 : 200).json(line);
  });

  router.put('/:id', (req, res) => {
    const id = lineId(req, res);
    if (id === undefined) return undefined;
    const { value, error } = validateBody(req.body, fullLine, { allowedId: id });
    if (error) return fail(res, 400, error.message, error.field);
    const line = store.update(req.visitor, id, value);
    return line ? res.json(line) : fail(res, 404, `no cart line ${id}`);
  });

  router.patch('/:id', (req, res) => {
    const id = lineId(req, res);
    if (id === undefined) return undefined;
    const { value, error } = validateBody(req.body, ['quantity']);
    if (error) return fail(res, 400, error.message, error.field);
    const line = store.update(req.visitor, id, value);
    return line ? res.json(line) : fail(res, 404, `no cart line ${id}`);
  });

  router.delete('/:id', (req, res) => {
    const id = lineId(req, res);
    if (id === undefined) return undefined;
    return store.remove(req.visitor, id) ? res.status(200).json({}) : fail(res, 404, `no cart line ${id}`);
  });

  /** Empties this visitor's cart (after a payment). */
  router.delete('/', (req, res) => {
    store.clear(req.visitor);
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
