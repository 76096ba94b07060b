/** The shape of a cart line (docs/architecture.md#data-service); every write is checked against it. */
const lineFields = {
  name: { kind: 'string', min: 1, max: 200 },
  imgUrl: { kind: 'string', min: 1, max: 500 },
  price: { kind: 'number', min: 0, max: 100000 },
  variety: { kind: 'string', min: 0, max: 300 },
  rating: { kind: 'number', min: 0, max: 5 },
  place: { kind: 'string', min: 0, max: 100 },
  quantity: { kind: 'integer', min: 1, max: 99 },
};

const lineIdPattern = /^[1-9][0-9]{0,8}$/;

function checkField(field, value) {
  const rule = lineFields[field];
  if (rule.kind === 'string') {
    if (typeof value !== 'string') return `${field} must be a string`;
    if (value.length < rule.min || value.length > rule.max) {
      return `${field} must be ${rule.min} to ${rule.max} characters long`;
    }
    return null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${field} must be a number`;
  if (rule.kind === 'integer' && !Number.isInteger(value)) return `${field} must be a whole number`;
  if (value < rule.min || value > rule.max) {
    return `${field} must be between ${rule.min} and ${rule.max}`;
  }
  return null;
}

function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks a request body against the named fields: all required, nothing else allowed.
 * On PUT a line read back from GET may be sent whole: an `id` equal to `allowedId` and a
 * `version` (a whole number) ride along; the version is not written (the server keeps
 * it; a change says which version it starts from in If-Match). Returns { value } or { error }.
 */
function validateBody(body, required, { allowedId } = {}) {
  if (!isPlainObject(body)) return { error: { field: '(body)', message: 'body must be a JSON object' } };
  for (const key of Object.keys(body)) {
    if (key === 'id' && allowedId !== undefined) {
      if (String(body.id) !== String(allowedId)) {
        return { error: { field: 'id', message: 'id does not match the line in the path' } };
      }
      continue;
    }
    if (key === 'version' && allowedId !== undefined) {
      if (!Number.isInteger(body.version) || body.version < 1) {
        return { error: { field: 'version', message: 'version must be a whole number from 1' } };
      }
      continue;
    }
    if (!required.includes(key)) {
      return { error: { field: key, message: `${key} is not a cart field` } };
    }
  }
  const value = {};
  for (const field of required) {
    if (!Object.prototype.hasOwnProperty.call(body, field)) {
      return { error: { field, message: `${field} is required` } };
    }
    const problem = checkField(field, body[field]);
    if (problem) return { error: { field, message: problem } };
    value[field] = body[field];
  }
  return { value };
}

const fullLine = Object.keys(lineFields);

module.exports = { lineFields, lineIdPattern, validateBody, fullLine };
