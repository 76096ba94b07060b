const { spawnSync } = require('node:child_process');
const { join } = require('node:path');
const { startApi } = require('./api-harness');

let api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.stop());

describe('catalogue endpoints of docs/product.md#data-service-calls', () => {
  it.each([
    '/global',
    '/random',
    '/Cake',
    '/Chaat',
    '/Coffee',
    '/IceCream',
    '/Pizza',
    '/shake',
    '/Burger',
    '/restaurants',
  ])('GET %s lists items with local images', async (path) => {
    const { status, json } = await api.call('GET', path);
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThan(0);
    for (const item of json) {
      expect(item).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }));
      expect(item.imgUrl).toMatch(/^images\/[a-z]+\/\d+\.webp$/);
    }
  });

  it.each([
    '/IceCream/1',
    '/pizza/1',
    '/shake/1',
    '/burger/1',
    '/cake/1',
    '/chaat/1',
    '/coffee/1',
    '/random/1',
    '/global/1',
    '/restaurants/1',
  ])('GET %s answers one item', async (path) => {
    const { status, json } = await api.call('GET', path);
    expect(status).toBe(200);
    expect(json.id).toBe(1);
    expect(typeof json.name).toBe('string');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await api.call('GET', '/cake/9999')).status).toBe(404);
  });

  it('serves a generated picture for every item and 404 for others', async () => {
    const { json } = await api.call('GET', '/restaurants');
    const image = await api.call('GET', `/${json[0].imgUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.text.slice(0, 4)).toBe('RIFF');
    const sharp = await api.call('GET', `/${json[0].imgUrl.replace('.webp', '@2x.webp')}`);
    expect(sharp.headers.get('content-type')).toBe('image/webp');
    expect(Number(sharp.headers.get('content-length'))).toBeGreaterThan(
      Number(image.headers.get('content-length')),
    );
    const drawing = await api.call('GET', `/${json[0].imgUrl.replace('.webp', '.svg')}`);
    expect(drawing.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(drawing.text).toMatch(/^<svg /);
    for (const missing of [
      '/images/cake/9999.webp',
      '/images/cake/9999.svg',
      '/images/cake/1@2x.svg',
      '/images/cake/1.png',
    ])
      expect((await api.call('GET', missing)).status).toBe(404);
  });

  it('refuses writes to the catalogue', async () => {
    const { status, json } = await api.call('POST', '/Cake', { body: { name: 'x' } });
    expect(status).toBe(405);
    expect(json.error).toMatch(/read-only/);
  });

  it('answers a repeated request the same, headers included, and never keeps a 404', async () => {
    const first = await api.call('GET', '/Cake?_sort=price&_order=desc');
    const again = await api.call('GET', '/Cake?_sort=price&_order=desc');
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const other = await api.call('GET', '/Cake?_sort=price&_order=asc');
    expect(other.json[0].price).toBeLessThanOrEqual(first.json[0].price);
    expect(other.text).not.toBe(first.text);
    expect((await api.call('GET', '/cake/9999')).status).toBe(404);
    expect((await api.call('GET', '/cake/9999')).status).toBe(404);
  });

  it('answers 304 to a repeated request that sends the ETag back', async () => {
    const first = await api.call('GET', '/Pizza');
    const etag = first.headers.get('etag');
    const again = await api.call('GET', '/Pizza', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    const stale = await api.call('GET', '/Pizza', { headers: { 'If-None-Match': 'W/"stale"' } });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);
  });

  it('can generate a large /global for load tests', async () => {
    const big = await startApi({ globalSize: 10000 });
    const { json } = await big.call('GET', '/global');
    await big.stop();
    expect(json).toHaveLength(10000);
    expect(new Set(json.map((item) => item.id)).size).toBe(10000);
  });

  it('can answer every list with N items at catalogue scale, same fields and new ids', async () => {
    const scaled = await startApi({ scale: 1000 });
    try {
      const seed = await api.call('GET', '/random');
      for (const path of ['/random', '/Cake', '/restaurants', '/global']) {
        const { json } = await scaled.call('GET', path);
        expect(json).toHaveLength(1000);
        expect(new Set(json.map((item) => item.id)).size).toBe(1000);
      }
      const { json: random } = await scaled.call('GET', '/random');
      expect(Object.keys(random[999]).sort()).toEqual(Object.keys(seed.json[0]).sort());
      expect(random[0]).toEqual({ ...seed.json[0], name: `${seed.json[0].name} 1` });
      expect((await scaled.call('GET', '/random/1000')).json.id).toBe(1000);
      expect((await scaled.call('GET', `/${random[999].imgUrl}`)).status).toBe(200);
    } finally {
      await scaled.stop();
    }
  });
});

describe('large catalogue answers', () => {
  it('are kept gzipped too, and sent so to a client that takes gzip', async () => {
    const scaled = await startApi({ scale: 1000 });
    try {
      const first = await scaled.call('GET', '/random', { headers: { 'Accept-Encoding': 'identity' } });
      expect(first.headers.get('content-encoding')).toBeNull();
      let again;
      for (let attempt = 0; attempt < 50; attempt += 1) {
        again = await scaled.call('GET', '/random', { headers: { 'Accept-Encoding': 'gzip' } });
        if (again.headers.get('content-encoding') === 'gzip') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(again.headers.get('content-encoding')).toBe('gzip');
      expect(again.headers.get('vary')).toBe('Accept-Encoding');
      expect(again.json).toEqual(first.json);
      const plain = await scaled.call('GET', '/random', { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.text).toBe(first.text);
    } finally {
      await scaled.stop();
    }
  });
});

describe('mock-api command line', () => {
  const cli = join(__dirname, '..', 'src', 'cli.js');
  it.each(['abc', '-1', '1.5', '2000000'])('refuses CATALOG_SCALE=%s with a clear message', (value) => {
    const run = spawnSync(process.execPath, [cli, '--port', '0'], {
      env: { ...process.env, CATALOG_SCALE: value },
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `CATALOG_SCALE (or its option) must be a whole number from 0 (off) to 1000000, got "${value}"`,
    );
  });
});
