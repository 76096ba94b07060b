const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

/**
 * The site server's /api proxy (scripts/lib/site-server.mjs): the data service's own answers go to
 * the visitor as it sent them, and only a service that gave none is a 502.
 */
const run = spawnSync(process.execPath, [join(__dirname, 'fixtures', 'api-proxy.mjs')], {
  encoding: 'utf8',
  timeout: 60000,
});
const seen = run.status === 0 ? JSON.parse(run.stdout) : {};

const refusal = (error, field) => `400 ${JSON.stringify({ error, field })}`;
const unreachable = `502 ${JSON.stringify({ error: 'the data service is not reachable' })}`;

test('the fixture ran', () => {
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('a 1 MB cart body with a malformed X-Visitor-Id gets the service’s 400, 10 of 10', () => {
  const visitorRefused = refusal(
    'X-Visitor-Id header must be 8 to 64 letters, digits or dashes',
    'X-Visitor-Id',
  );
  expect(seen.badVisitor).toEqual(Array(10).fill(visitorRefused));
});

test('a 1 MB body it reads gets the service’s 413, and bad JSON its 400', () => {
  expect(seen.tooLarge).toEqual(
    Array(3).fill(`413 ${JSON.stringify({ error: 'body is larger than 16kb' })}`),
  );
  expect(seen.badJson).toEqual([refusal('body is not valid JSON', '(body)')]);
});

test('with the service stopped, every cart POST gets the 502 that says so, 1 MB bodies included', () => {
  expect(seen.down).toEqual(Array(10).fill(unreachable));
  expect(seen.downSmall).toEqual([unreachable]);
});

test('a service that closes without an answer is a 502 that says so, not “not reachable”', () => {
  const error = 'the data service closed the connection without an answer';
  expect(seen.hangUp).toEqual([`502 ${JSON.stringify({ error })}`]);
});
