const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { startApi, sampleLine } = require('./api-harness');

const owner = 'visitor-owner-1';
const stranger = 'visitor-stranger-1';
const line = (changes) => JSON.stringify({ ...sampleLine, ...changes });
const without = (field) => {
  const copy = { ...sampleLine };
  delete copy[field];
  return JSON.stringify(copy);
};

/** [label, method, path, body (raw string), headers] — every one must be refused. */
const malformed = [
  ['missing name', 'POST', '/cart', without('name')],
  ['missing price', 'POST', '/cart', without('price')],
  ['missing quantity', 'POST', '/cart', without('quantity')],
  ['missing imgUrl', 'POST', '/cart', without('imgUrl')],
  ['an extra field', 'POST', '/cart', line({ discount: 50 })],
  ['an id on create', 'POST', '/cart', line({ id: 1 })],
  ['name as a number', 'POST', '/cart', line({ name: 42 })],
  ['name as an object', 'POST', '/cart', line({ name: { first: 'x' } })],
  ['an empty name', 'POST', '/cart', line({ name: '' })],
  ['a name of 10,000 characters', 'POST', '/cart', line({ name: 'n'.repeat(10000) })],
  ['price as text', 'POST', '/cart', line({ price: '330' })],
  ['a negative price', 'POST', '/cart', line({ price: -5 })],
  ['rating above 5', 'POST', '/cart', line({ rating: 7 })],
  ['quantity 0', 'POST', '/cart', line({ quantity: 0 })],
  ['quantity -1', 'POST', '/cart', line({ quantity: -1 })],
  ['quantity 1.5', 'POST', '/cart', line({ quantity: 1.5 })],
  ['quantity 1e9', 'POST', '/cart', line({ quantity: 1e9 })],
  ['quantity "NaN"', 'POST', '/cart', line({ quantity: 'NaN' })],
  ['quantity "2"', 'POST', '/cart', line({ quantity: '2' })],
  ['quantity null', 'POST', '/cart', line({ quantity: null })],
  ['a body that is not JSON', 'POST', '/cart', '{"name": "x",'],
  ['a JSON string body', 'POST', '/cart', '"just text"'],
  ['a JSON null body', 'POST', '/cart', 'null'],
  ['a list body', 'POST', '/cart', `[${line({})}]`],
  ['a __proto__ key', 'POST', '/cart', `{"__proto__":{"isAdmin":true},${line({}).slice(1)}`],
  ['a constructor key', 'POST', '/cart', `{"constructor":{"prototype":{"x":1}},${line({}).slice(1)}`],
  ['text/plain content', 'POST', '/cart', line({}), { 'Content-Type': 'text/plain' }],
  [
    'form content',
    'POST',
    '/cart',
    'name=x&price=1',
    { 'Content-Type': 'application/x-www-form-urlencoded' },
  ],
  ['a 1 MB body', 'POST', '/cart', line({ name: 'x'.repeat(1024 * 1024) })],
  ['no visitor header', 'POST', '/cart', line({}), { 'X-Visitor-Id': '' }],
  ['a visitor id with odd characters', 'GET', '/cart', undefined, { 'X-Visitor-Id': '../../etc/passwd' }],
  ['PATCH of an unknown id', 'PATCH', '/cart/999999', '{"quantity":2}'],
  ['PATCH of another visitor’s line', 'PATCH', '/cart/1', '{"quantity":2}', { 'X-Visitor-Id': stranger }],
  ['PUT of another visitor’s line', 'PUT', '/cart/1', line({ quantity: 3 }), { 'X-Visitor-Id': stranger }],
  ['DELETE of another visitor’s line', 'DELETE', '/cart/1', undefined, { 'X-Visitor-Id': stranger }],
  ['PATCH with a price as well', 'PATCH', '/cart/1', '{"quantity":2,"price":1}'],
  ['PATCH to quantity 0', 'PATCH', '/cart/1', '{"quantity":0}'],
  ['PUT with a different id in the body', 'PUT', '/cart/1', line({ id: 2, quantity: 3 })],
  ['a path trick', 'DELETE', '/cart/..%2F..%2Fcart.json', undefined],
  ['a NUL byte id', 'DELETE', '/cart/1%00', undefined],
  ['a negative id', 'DELETE', '/cart/-1', undefined],
  ['a word for an id', 'PATCH', '/cart/abc', '{"quantity":2}'],
  ['POST to a line', 'POST', '/cart/1', line({})],
  ['a write to the catalogue', 'POST', '/Cake', line({})],
  ['a delete in the catalogue', 'DELETE', '/restaurants/1', undefined],
];

describe('malformed requests to /cart', () => {
  let api;
  let file;
  let before;
  beforeAll(async () => {
    api = await startApi();
    const created = await api.call('POST', '/cart', { body: sampleLine, visitor: owner });
    expect(created.json.id).toBe(1);
    file = join(api.dataDir, 'cart.json');
    before = readFileSync(file);
  });
  afterAll(() => api.stop());

  it(`has at least 30 cases (${malformed.length})`, () => {
    expect(malformed.length).toBeGreaterThanOrEqual(30);
  });

  it.each(malformed)(
    'refuses %s with 4xx and a JSON error',
    async (_label, method, path, raw, headers = {}) => {
      const response = await fetch(api.base + path, {
        method,
        headers: {
          'X-Visitor-Id': owner,
          ...(raw === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: raw,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const body = await response.json();
      expect(typeof body.error).toBe('string');
    },
  );

  it('leaves the cart file byte-for-byte unchanged after all of them', async () => {
    expect(readFileSync(file).equals(before)).toBe(true);
    const { json } = await api.call('GET', '/cart', { visitor: owner });
    expect(json).toEqual([{ id: 1, ...sampleLine, version: 1 }]);
    expect(Object.prototype.isAdmin).toBeUndefined();
  });
});
