const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { startApi, sampleLine } = require('./api-harness');

let api;
beforeEach(async () => {
  api = await startApi();
});
afterEach(() => api.stop());

describe('/cart', () => {
  it('creates, reads, updates and deletes a line', async () => {
    const created = await api.call('POST', '/cart', { body: sampleLine });
    expect(created.status).toBe(201);
    const id = created.json.id;
    expect(id).toEqual(expect.any(Number));

    expect((await api.call('GET', '/cart')).json).toEqual([{ id, ...sampleLine, version: 1 }]);

    expect(
      (await api.call('PUT', `/cart/${id}`, { body: { ...sampleLine, id, quantity: 3 } })).json.quantity,
    ).toBe(3);
    expect((await api.call('PATCH', `/cart/${id}`, { body: { quantity: 2 } })).json.quantity).toBe(2);
    expect((await api.call('DELETE', `/cart/${id}`)).status).toBe(200);
    expect((await api.call('GET', '/cart')).json).toEqual([]);
  });

  it('adds to the quantity when the same dish is posted again', async () => {
    await api.call('POST', '/cart', { body: sampleLine });
    const again = await api.call('POST', '/cart', { body: sampleLine });
    expect(again.status).toBe(200);
    expect(again.json.quantity).toBe(2);
    expect((await api.call('GET', '/cart')).json).toHaveLength(1);
  });

  it('adds once for one Idempotency-Key: sent again, it answers the line as it is and adds nothing', async () => {
    const headers = { 'Idempotency-Key': 'add-0123456789' };
    const first = await api.call('POST', '/cart', { body: sampleLine, headers });
    expect(first.status).toBe(201);
    const again = await api.call('POST', '/cart', { body: sampleLine, headers });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect((await api.call('GET', '/cart')).json.map((line) => line.quantity)).toEqual([1]);
    // Another key is another press: it adds.
    const other = await api.call('POST', '/cart', {
      body: sampleLine,
      headers: { 'Idempotency-Key': 'add-9876543210' },
    });
    expect(other.json.quantity).toBe(2);
    // Another visitor's same key is theirs.
    const theirs = await api.call('POST', '/cart', { body: sampleLine, headers, visitor: 'visitor-two-2' });
    expect(theirs.status).toBe(201);
    // Removed since: the repeat adds nothing back.
    await api.call('DELETE', `/cart/${first.json.id}`);
    expect((await api.call('POST', '/cart', { body: sampleLine, headers })).status).toBe(409);
    expect((await api.call('GET', '/cart')).json).toEqual([]);
    // The key is in the cart file with its line, written together.
    const onDisk = JSON.parse(readFileSync(join(api.dataDir, 'cart.json'), 'utf8'));
    expect(onDisk.adds).toContainEqual({
      visitor: 'visitor-one-1',
      key: 'add-0123456789',
      id: first.json.id,
    });
    // A malformed key is refused, nothing added.
    const bad = await api.call('POST', '/cart', { body: sampleLine, headers: { 'Idempotency-Key': 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('Idempotency-Key');
  });

  it('keeps each visitor to its own lines', async () => {
    const mine = await api.call('POST', '/cart', { body: sampleLine, visitor: 'visitor-aaaa' });
    expect((await api.call('GET', '/cart', { visitor: 'visitor-bbbb' })).json).toEqual([]);
    const other = { visitor: 'visitor-bbbb' };
    expect(
      (await api.call('PATCH', `/cart/${mine.json.id}`, { ...other, body: { quantity: 5 } })).status,
    ).toBe(404);
    expect((await api.call('DELETE', `/cart/${mine.json.id}`, other)).status).toBe(404);
    expect((await api.call('GET', '/cart', { visitor: 'visitor-aaaa' })).json[0].quantity).toBe(1);
  });

  it('empties only the calling visitor’s cart on DELETE /cart', async () => {
    await api.call('POST', '/cart', { body: sampleLine, visitor: 'visitor-aaaa' });
    await api.call('POST', '/cart', { body: sampleLine, visitor: 'visitor-bbbb' });
    await api.call('DELETE', '/cart', { visitor: 'visitor-aaaa' });
    expect((await api.call('GET', '/cart', { visitor: 'visitor-aaaa' })).json).toEqual([]);
    expect((await api.call('GET', '/cart', { visitor: 'visitor-bbbb' })).json).toHaveLength(1);
  });

  it.each([
    ['no visitor header', 'POST', '/cart', { visitor: null, body: sampleLine }, 400, 'X-Visitor-Id'],
    ['a missing field', 'POST', '/cart', { body: { ...sampleLine, name: undefined } }, 400, 'name'],
    ['an extra field', 'POST', '/cart', { body: { ...sampleLine, admin: true } }, 400, 'admin'],
    ['an id on create', 'POST', '/cart', { body: { ...sampleLine, id: 4 } }, 400, 'id'],
    ['price as text', 'POST', '/cart', { body: { ...sampleLine, price: '330' } }, 400, 'price'],
    ['quantity 0', 'POST', '/cart', { body: { ...sampleLine, quantity: 0 } }, 400, 'quantity'],
    ['quantity 1.5', 'POST', '/cart', { body: { ...sampleLine, quantity: 1.5 } }, 400, 'quantity'],
    ['a huge quantity', 'POST', '/cart', { body: { ...sampleLine, quantity: 1e9 } }, 400, 'quantity'],
    ['a list body', 'POST', '/cart', { body: [sampleLine] }, 400, '(body)'],
    ['broken JSON', 'POST', '/cart', { raw: '{"name":' }, 400, '(body)'],
    [
      'a __proto__ key',
      'POST',
      '/cart',
      { raw: `{"__proto__":{"x":1},${JSON.stringify(sampleLine).slice(1)}` },
      400,
      '__proto__',
    ],
    ['PATCH with other fields', 'PATCH', '/cart/1', { body: { quantity: 2, price: 1 } }, 400, 'price'],
    ['PATCH below 1', 'PATCH', '/cart/1', { body: { quantity: -1 } }, 400, 'quantity'],
  ])(
    'refuses %s with a JSON error naming the field',
    async (_label, method, path, options, status, field) => {
      if (options.body && 'name' in options.body && options.body.name === undefined) delete options.body.name;
      const response = await api.call(method, path, options);
      expect(response.status).toBe(status);
      expect(response.json.field).toBe(field);
      expect(response.json.error).toEqual(expect.any(String));
    },
  );

  it('refuses a wrong content type, a too large body and odd ids', async () => {
    expect(
      (await api.call('POST', '/cart', { raw: 'x', headers: { 'Content-Type': 'text/plain' } })).status,
    ).toBe(415);
    const big = { ...sampleLine, name: 'x'.repeat(20000) };
    expect((await api.call('POST', '/cart', { body: big })).status).toBe(413);
    expect((await api.call('DELETE', '/cart/..%2Fcart')).status).toBe(404);
    expect((await api.call('DELETE', '/cart/0')).status).toBe(404);
  });

  it('leaves the cart file unchanged after refused writes, and writes whole files', async () => {
    await api.call('POST', '/cart', { body: sampleLine });
    const file = join(api.dataDir, 'cart.json');
    const before = readFileSync(file, 'utf8');
    await api.call('POST', '/cart', { body: { ...sampleLine, quantity: 0 } });
    await api.call('PATCH', '/cart/1', { body: { quantity: 'two' } });
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(JSON.parse(before).lines).toHaveLength(1);
  });
});
