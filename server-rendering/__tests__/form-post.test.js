const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

/** form-post.mjs: how a form posted to a page is read, whom it is for, and how it is answered. */
const run = spawnSync(process.execPath, [join(__dirname, 'fixtures', 'form-posts.mjs')], {
  encoding: 'utf8',
  timeout: 30000,
});
const seen = run.status === 0 ? JSON.parse(run.stdout) : {};

test('the fixture ran', () => {
  expect(run.stderr.replace(/^form .*\n/gm, '')).toBe('');
  expect(run.status).toBe(0);
});

test('a first post names a new visitor in a cookie and is sent on with a 303', () => {
  expect(seen.firstPost).toMatchObject({ status: 303, location: '/cart' });
  expect(seen.firstPost.cookie).toMatch(/^visitorId=[A-Za-z0-9-]{8,64}; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  const [first] = seen.asked;
  expect(first).toEqual({
    path: '/delivery/cake/3',
    form: { intent: 'add-to-cart', key: 'key-0000001' },
    visitorId: seen.firstPost.cookie.split(/[=;]/)[1],
  });
});

test('a known visitor keeps their id, and gets no new cookie', () => {
  expect(seen.knownVisitor).toMatchObject({ status: 303, cookie: null });
  expect(seen.asked[1].visitorId).toBe('visitor-00000001');
});

test('a refusal, or a lane that cannot answer, is drawn into the page with its message', () => {
  expect(JSON.parse(seen.refused.body).answer).toEqual({ status: 400, intent: 'refuse', message: 'No.' });
  const down = JSON.parse(seen.laneDown.body).answer;
  expect(down.status).toBe(503);
  expect(down.message).toMatch(/Nothing was changed/);
});

test('a body that is no form of this site gets a 4xx with a plain message, and reaches no section', () => {
  expect(seen.json).toMatchObject({ status: 415 });
  expect(seen.twice).toMatchObject({ status: 400, body: 'The form sent line twice.\n' });
  expect(seen.tooLong.status).toBe(400);
  expect(seen.tooLong.body).toMatch(/longer than this site takes/);
  expect(seen.tooBig.status).toBe(413);
  expect(seen.asked).toHaveLength(4);
});
