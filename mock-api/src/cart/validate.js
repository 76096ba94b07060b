const { z } = require('zod');

/**
 * The shape of a cart line (docs/data-service.md#data-service); every write is checked
 * against it with zod (a well-kept schema library: one declaration gives the checks and
 * the messages, instead of a hand-written checker per kind of field).
 */
const text = (field, min, max) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`),
    })
    .min(min, `${field} must be ${min} to ${max} characters long`)
    .max(max, `${field} must be ${min} to ${max} characters long`);

const amount = (field, min, max, { whole = false } = {}) => {
  const number = z.number({
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a number`),
  });
  return (whole ? number.int(`${field} must be a whole number`) : number)
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);
};

const lineFields = {
  name: text('name', 1, 200),
  imgUrl: text('imgUrl', 1, 500),
  price: amount('price', 0, 100000),
  variety: text('variety', 0, 300),
  rating: amount('rating', 0, 5),
  place: text('place', 0, 100),
  quantity: amount('quantity', 1, 99, { whole: true }),
};

/** Every field of a line, in order. */
const fullLine = /** @type {(keyof typeof lineFields)[]} */ (Object.keys(lineFields));

const lineIdPattern = /^[1-9][0-9]{0,8}$/;

/**
 * On PUT a line read back from GET may be sent whole: an `id` equal to the one in the path
 * and a `version` (a whole number) ride along; the version is not written (the server
 * keeps it; a change says which version it starts from in If-Match).
 */
const readBackFields = (allowedId) => ({
  id: z
    .union([z.string(), z.number()])
    .refine((id) => String(id) === String(allowedId), 'id does not match the line in the path')
    .optional(),
  version: z
    .int('version must be a whole number from 1')
    .min(1, 'version must be a whole number from 1')
    .optional(),
});

const schemas = new Map();
function schemaFor(required, allowedId) {
  const key = `${required.join()}|${allowedId ?? ''}`;
  if (!schemas.has(key)) {
    const shape = Object.fromEntries(required.map((field) => [field, lineFields[field]]));
    const extra = allowedId === undefined ? {} : readBackFields(allowedId);
    schemas.set(key, z.strictObject({ ...shape, ...extra }));
  }
  return schemas.get(key);
}

/** The first problem, as { field, message }: the field named, or the body as a whole. */
function firstProblem(issues) {
  const issue = issues[0];
  if (issue.code === 'unrecognized_keys') {
    const field = issue.keys[0];
    return { field, message: `${field} is not a cart field` };
  }
  if (issue.path.length === 0) return { field: '(body)', message: 'body must be a JSON object' };
  return { field: String(issue.path[0]), message: issue.message };
}

/**
 * Checks a request body against the named fields: all required, nothing else allowed
 * (`allowedId`: the read-back fields of a PUT may ride along). Returns { value } with only
 * the named fields, or { error: { field, message } }.
 * @param {unknown} body
 * @param {readonly (keyof typeof lineFields)[]} required
 * @param {{ allowedId?: number | string }} [options]
 * @returns {{ value: Record<string, unknown>, error?: undefined } | { error: { field: string, message: string }, value?: undefined }}
 */
function validateBody(body, required, { allowedId } = {}) {
  const result = schemaFor(required, allowedId).safeParse(body);
  if (!result.success) return { error: firstProblem(result.error.issues) };
  return { value: Object.fromEntries(required.map((field) => [field, result.data[field]])) };
}

module.exports = { lineIdPattern, validateBody, fullLine };
