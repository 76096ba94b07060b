const { request } = require('node:http');
const { startCli, sampleLine } = require('./api-harness');
const { discardLimit } = require('../src/answer-after-body.js');

/**
 * A refusal the service gives before reading the body (src/answer-after-body.js) reaches a client
 * that sends the body as a proxy does: one `Connection: close` request, the body streamed in parts.
 * The service runs as a process of its own, as behind the site's proxies (in this one the race hides).
 */
// 3 MB: under what the service reads of a refused body, more than loopback takes in before it answers.
const bigLine = Buffer.from(JSON.stringify({ ...sampleLine, name: 'x'.repeat(3_000_000) }));
const part = 64 * 1024;

/**
 * POSTs the 3 MB line (padded with 'x' up to `size` bytes) in parts; resolves with the answer, or
 * the error the connection ended with, and how many bytes were written by then.
 */
function send(base, path, { size = bigLine.length, headers = {} } = {}) {
  return new Promise((resolve) => {
    let written = 0;
    let settled = false;
    const settle = (result) => {
      if (!settled) resolve({ ...result, written });
      settled = true;
    };
    const req = request(`${base}${path}`, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': size, ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => settle({ status: res.statusCode, text }));
      res.on('error', (error) => settle({ error: error.code }));
    });
    req.on('error', (error) => settle({ error: error.code }));
    const writeMore = () => {
      while (written < size && !req.destroyed) {
        const length = Math.min(part, size - written);
        const chunk = bigLine.subarray(written, written + length);
        const padded =
          chunk.length === length ? chunk : Buffer.concat([chunk, Buffer.alloc(length - chunk.length, 'x')]);
        written += length;
        if (!req.write(padded)) return req.once('drain', writeMore);
      }
      if (written >= size) req.end();
      return undefined;
    };
    writeMore();
  });
}

describe('a refusal before the body is read', () => {
  let api;
  beforeAll(async () => {
    api = await startCli();
  });
  afterAll(() => api.stop());

  const tenTimes = async (path, headers) => {
    const answers = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { status, text, error } = await send(api.base, path, { headers });
      answers.push(error ?? `${status} ${JSON.parse(text).error}`);
    }
    return answers;
  };

  it('answers a malformed X-Visitor-Id with its 400, 10 of 10, a 3 MB body sent after it', async () => {
    const answers = await tenTimes('/cart', { 'X-Visitor-Id': 'bad!' });
    expect(answers).toEqual(
      Array(10).fill('400 X-Visitor-Id header must be 8 to 64 letters, digits or dashes'),
    );
  });

  it('answers a body that is not JSON with its 415, and a write to the catalogue with its 405', async () => {
    const visitor = { 'X-Visitor-Id': 'visitor-early-1' };
    expect(await tenTimes('/cart', { ...visitor, 'Content-Type': 'text/plain' })).toEqual(
      Array(10).fill('415 Content-Type must be application/json'),
    );
    expect(await tenTimes('/Cake', visitor)).toEqual(Array(10).fill('405 the catalogue is read-only'));
  });

  it('answers a body it reads past its 16 KB with its 413', async () => {
    const tooLarge = await send(api.base, '/cart', { headers: { 'X-Visitor-Id': 'visitor-early-1' } });
    expect(tooLarge).toMatchObject({ status: 413, written: bigLine.length });
  });

  it(`stops reading a refused body past ${discardLimit / 1024 / 1024} MB and closes`, async () => {
    const size = 64 * 1024 * 1024;
    const result = await send(api.base, '/cart', { size, headers: { 'X-Visitor-Id': 'bad!' } });
    expect(result.written).toBeLessThan(size / 2);
  });
});
