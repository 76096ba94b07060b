const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { CartStore } = require('../src/cart/cart-store.js');
const { startApi, sampleLine } = require('./api-harness');

/*
 * Versions per cart line (two tabs of one visitor): every change names the version it starts
 * from in If-Match; a stale one changes nothing and gets 412 with the line as it is now.
 */
jest.setTimeout(30000);

let api;
let file;
beforeEach(async () => {
  api = await startApi();
  file = join(api.dataDir, 'cart.json');
});
afterEach(() => api.stop());

const ifMatch = (tag) => ({ headers: { 'If-Match': tag } });
const create = async () => (await api.call('POST', '/cart', { body: sampleLine })).json;
const raise = (line, quantity, tag) =>
  api.call('PUT', `/cart/${line.id}`, { body: { ...sampleLine, quantity }, ...ifMatch(tag) });

describe('versions and ETags', () => {
  it('starts every line at version 1 and counts each change, in the body and the ETag', async () => {
    const created = await api.call('POST', '/cart', { body: sampleLine });
    expect(created.json.version).toBe(1);
    expect(created.headers.get('etag')).toBe('"1"');
    const { id } = created.json;
    const one = await api.call('GET', `/cart/${id}`);
    expect(one.headers.get('etag')).toBe('"1"');

    const put = await api.call('PUT', `/cart/${id}`, { body: { ...sampleLine, quantity: 2 } });
    expect([put.json.version, put.headers.get('etag')]).toEqual([2, '"2"']);
    const patch = await api.call('PATCH', `/cart/${id}`, { body: { quantity: 1 } });
    expect([patch.json.version, patch.headers.get('etag')]).toEqual([3, '"3"']);
    const merged = await api.call('POST', '/cart', { body: sampleLine });
    expect([merged.status, merged.json.quantity, merged.json.version]).toEqual([200, 2, 4]);
    expect((await api.call('GET', '/cart')).json).toEqual([{ id, ...sampleLine, quantity: 2, version: 4 }]);
  });

  it('applies a change whose If-Match names the current version', async () => {
    const line = await create();
    const put = await raise(line, 2, '"1"');
    expect([put.status, put.json.quantity, put.json.version]).toEqual([200, 2, 2]);
    const patch = await api.call('PATCH', `/cart/${line.id}`, { body: { quantity: 1 }, ...ifMatch('"2"') });
    expect([patch.status, patch.json.quantity, patch.json.version]).toEqual([200, 1, 3]);
    expect((await api.call('DELETE', `/cart/${line.id}`, ifMatch('"3"'))).status).toBe(200);
    expect((await api.call('GET', '/cart')).json).toEqual([]);
  });

  it.each([
    ['PUT', () => ({ body: { ...sampleLine, quantity: 5 } })],
    ['PATCH', () => ({ body: { quantity: 5 } })],
    ['DELETE', () => ({})],
  ])(
    'refuses a %s from a stale version with 412, the current line, and nothing written',
    async (method, options) => {
      const line = await create();
      await raise(line, 2, '"1"'); // the other tab's change: now version 2
      const before = readFileSync(file);
      const stale = await api.call(method, `/cart/${line.id}`, { ...options(), ...ifMatch('"1"') });
      expect(stale.status).toBe(412);
      expect(stale.headers.get('content-type')).toMatch(/application\/json/);
      expect(stale.headers.get('etag')).toBe('"2"');
      expect(stale.json).toEqual({
        error: expect.any(String),
        field: 'If-Match',
        line: { id: line.id, ...sampleLine, quantity: 2, version: 2 },
      });
      expect(readFileSync(file).equals(before)).toBe(true);
    },
  );

  it('matches "*" and any listed strong tag, never a weak one', async () => {
    const line = await create();
    expect((await raise(line, 2, '*')).status).toBe(200);
    expect((await raise(line, 3, '"7", "2"')).status).toBe(200);
    expect((await raise(line, 4, 'W/"3"')).status).toBe(412);
    expect((await raise(line, 4, '"3"')).json.version).toBe(4);
  });

  it('answers 404 for a line that is gone, whatever If-Match says (RFC 9110 13.2.1)', async () => {
    const line = await create();
    await api.call('DELETE', `/cart/${line.id}`);
    for (const tag of ['"1"', '*']) {
      expect((await raise(line, 2, tag)).status).toBe(404);
      expect((await api.call('DELETE', `/cart/${line.id}`, ifMatch(tag))).status).toBe(404);
    }
  });

  it('keeps the product calls without If-Match working as before (last write wins)', async () => {
    const line = await create();
    await raise(line, 2, '"1"');
    const put = await api.call('PUT', `/cart/${line.id}`, { body: { ...sampleLine, quantity: 9 } });
    expect([put.status, put.json.quantity]).toEqual([200, 9]);
  });

  it('lets a PUT carry the line as GET returned it: id and version ride along, unwritten', async () => {
    const line = await create();
    const echoed = await api.call('PUT', `/cart/${line.id}`, {
      body: { ...line, quantity: 2, version: 1 },
      ...ifMatch('"1"'),
    });
    expect([echoed.status, echoed.json.version]).toEqual([200, 2]);
    const forged = await api.call('PUT', `/cart/${line.id}`, { body: { ...line, quantity: 3, version: 50 } });
    expect(forged.json.version).toBe(3);
  });

  it.each([
    ['a bare number', '2'],
    ['an unclosed quote', '"2'],
    ['a word', 'latest'],
    ['an empty value', ''],
    ['a list with a bare item', '"1", 2'],
    ['2,000 characters', `"${'1'.repeat(2000)}"`],
  ])('refuses If-Match with %s: 400 naming If-Match, nothing written', async (_label, tag) => {
    const line = await create();
    const before = readFileSync(file);
    for (const [method, body] of [
      ['PUT', { ...sampleLine, quantity: 2 }],
      ['PATCH', { quantity: 2 }],
      ['DELETE', undefined],
    ]) {
      const response = await api.call(method, `/cart/${line.id}`, { body, ...ifMatch(tag) });
      expect([method, response.status, response.json.field]).toEqual([method, 400, 'If-Match']);
    }
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it.each([
    ['a version of 0', { version: 0 }],
    ['a version as text', { version: '2' }],
    ['a fractional version', { version: 1.5 }],
  ])('refuses a PUT with %s in the body', async (_label, extra) => {
    const line = await create();
    const response = await api.call('PUT', `/cart/${line.id}`, { body: { ...line, ...extra, quantity: 2 } });
    expect([response.status, response.json.field]).toEqual([400, 'version']);
  });

  it('refuses a version on create and on PATCH, as any other field that is not the request’s', async () => {
    expect((await api.call('POST', '/cart', { body: { ...sampleLine, version: 1 } })).json.field).toBe(
      'version',
    );
    const line = await create();
    const patch = await api.call('PATCH', `/cart/${line.id}`, { body: { quantity: 2, version: 1 } });
    expect([patch.status, patch.json.field]).toEqual([400, 'version']);
  });

  it('validates the body before the version: a bad body is 400 even when If-Match is stale', async () => {
    const line = await create();
    await raise(line, 2, '"1"');
    const response = await api.call('PATCH', `/cart/${line.id}`, {
      body: { quantity: 0 },
      ...ifMatch('"1"'),
    });
    expect([response.status, response.json.field]).toEqual([400, 'quantity']);
  });

  it('lets browsers send If-Match and read ETag across origins', async () => {
    const preflight = await api.call('OPTIONS', '/cart/1', { visitor: null });
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/If-Match/);
    const created = await api.call('POST', '/cart', { body: sampleLine });
    expect(created.headers.get('access-control-expose-headers')).toMatch(/ETag/);
  });
});

describe('two tabs pressing + at the same time', () => {
  /** What a tab does: +1 from the line it shows, again on the fresh line after a 412. */
  async function plusOne(line) {
    let base = line;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await raise(base, base.quantity + 1, `"${base.version}"`);
      if (response.status === 200) return attempt;
      expect(response.status).toBe(412);
      base = response.json.line;
    }
    throw new Error('never applied');
  }

  it('two presses at quantity 1 end at 3', async () => {
    const line = await create();
    const retries = await Promise.all([plusOne(line), plusOne(line)]);
    expect(retries.sort()).toEqual([0, 1]);
    const [saved] = (await api.call('GET', '/cart')).json;
    expect([saved.quantity, saved.version]).toEqual([3, 3]);
  });

  it('twenty tabs at once lose nothing, and the file holds the same', async () => {
    const line = await create();
    await Promise.all(Array.from({ length: 20 }, () => plusOne(line)));
    const [saved] = (await api.call('GET', '/cart')).json;
    expect(saved.quantity).toBe(21);
    const onDisk = JSON.parse(readFileSync(file, 'utf8'));
    expect(onDisk.lines.map((entry) => [entry.quantity, entry.version])).toEqual([[21, 21]]);
  });
});

describe('a cart file from before versions', () => {
  it('reads its lines as version 1 and counts on from there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-api-old-file-'));
    try {
      const old = join(dir, 'cart.json');
      const stored = { id: 1, visitor: 'visitor-old-1', ...sampleLine };
      writeFileSync(old, JSON.stringify({ nextId: 2, lines: [stored] }));
      const store = new CartStore(old);
      expect(store.list('visitor-old-1')).toEqual([{ id: 1, ...sampleLine, version: 1 }]);
      expect(store.update('visitor-old-1', 1, { quantity: 2 }, { tags: ['"2"'] }).conflict?.version).toBe(1);
      expect(store.update('visitor-old-1', 1, { quantity: 2 }, { tags: ['"1"'] }).line?.version).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
