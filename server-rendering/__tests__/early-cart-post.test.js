/**
 * ADD TO CART pressed before the page is live is one POST of the line to the page
 * (early-cart-post.mjs): the render server posts it to the data service once, for the visitor the
 * request names, and says whether it did; a body that is no cart line is refused before any post.
 */
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const earlyCartPost = pathToFileURL(join(__dirname, '..', 'early-cart-post.mjs')).href;
const line = { name: 'Kwality Cakes', imgUrl: 'images/cake/3.webp', price: 330, quantity: 1 };

/**
 * postEarlyLine's outcome for a request (headers, body) and a data service answering the post
 * `answer` ({ status, text } or { unreachable: true }) and the read of the cart `cart` (the same
 * shape), with the requests it was sent (ESM: a Node of its own).
 */
function post({
  headers = {},
  body = JSON.stringify(line),
  visitorId = 'visitor-1234',
  answer = {},
  cart = { text: '[]', status: 200 },
}) {
  const code = `import { postEarlyLine } from ${JSON.stringify(earlyCartPost)};
    const headers = ${JSON.stringify({ 'content-type': 'application/json', 'x-early-answer': 'added-to-cart', ...headers })};
    const body = ${JSON.stringify(body)};
    const req = {
      get: (name) => headers[name.toLowerCase()],
      async *[Symbol.asyncIterator]() { yield Buffer.from(body); },
    };
    const answers = { POST: ${JSON.stringify(answer)}, GET: ${JSON.stringify(cart)} };
    const sent = [];
    const fetchImpl = async (url, init) => {
      const method = init.method ?? 'GET';
      sent.push({ url, method, headers: init.headers, body: init.body });
      const answer = answers[method];
      if (answer.unreachable) throw new Error('connect ECONNREFUSED');
      return new Response(answer.text ?? '{}', { status: answer.status ?? 201 });
    };
    const outcome = await postEarlyLine(req, { apiBase: 'http://data.test/api/', visitorId: ${JSON.stringify(visitorId)}, fetchImpl });
    process.stdout.write(JSON.stringify({ outcome, sent }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

/** The posts among the requests sent (the cart is also read, alongside). */
const postsOf = (sent) => sent.filter((request) => request.method === 'POST');

test('posts the line once to the data service, for the visitor the request names', () => {
  const { outcome, sent } = post({});
  expect(outcome).toEqual({ posted: true, lines: undefined });
  expect(postsOf(sent)).toEqual([
    {
      url: 'http://data.test/api/cart',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Visitor-Id': 'visitor-1234' },
      body: JSON.stringify(line),
    },
  ]);
});

test("the press's Idempotency-Key goes on with the line (sent again, the data service adds it once)", () => {
  const { sent } = post({ headers: { 'idempotency-key': 'press-0123456789' } });
  expect(postsOf(sent)).toEqual([
    expect.objectContaining({
      headers: {
        'content-type': 'application/json',
        'X-Visitor-Id': 'visitor-1234',
        'Idempotency-Key': 'press-0123456789',
      },
    }),
  ]);
});

test('a line the data service refuses is not posted, with its answer; one it cannot reach is a 502', () => {
  const refused = post({ answer: { status: 400, text: 'price must be a number' } });
  expect(refused.outcome).toEqual({ posted: false, status: 400, message: 'price must be a number' });
  expect(postsOf(refused.sent)).toEqual([expect.objectContaining({ method: 'POST' })]);
  const unreachable = post({ answer: { unreachable: true } }).outcome;
  expect(unreachable).toEqual({
    posted: false,
    status: 502,
    message: expect.stringMatching(/could not be reached/),
  });
  expect(post({ answer: { status: 503, text: '' } }).outcome).toEqual({
    posted: false,
    status: 502,
    message: 'The data service answered 503.',
  });
});

test("reads the visitor's cart alongside the post: the page gets its lines with the posted one in place", () => {
  const saved = [
    { id: 1, name: 'Barista', quantity: 1, version: 1 },
    { id: 2, name: 'Kwality Cakes', quantity: 1, version: 1 },
  ];
  const cart = { status: 200, text: JSON.stringify(saved) };
  // The same dish again: the data service merges it into its line, whichever came first.
  const merged = { id: 2, name: 'Kwality Cakes', quantity: 2, version: 2 };
  const again = post({ cart, answer: { status: 201, text: JSON.stringify(merged) } });
  expect(again.outcome).toEqual({ posted: true, lines: [saved[0], merged] });
  expect(again.sent.filter((request) => request.method === 'GET')).toEqual([
    expect.objectContaining({
      url: 'http://data.test/api/cart',
      headers: { 'X-Visitor-Id': 'visitor-1234' },
    }),
  ]);
  // A new dish: its line comes last, as a read after the post would list it.
  const added = { id: 3, name: 'Pizza', quantity: 1, version: 1 };
  expect(post({ cart, answer: { status: 201, text: JSON.stringify(added) } }).outcome).toEqual({
    posted: true,
    lines: [...saved, added],
  });
});

test('a cart that cannot be read alongside leaves the page to read it; the line is posted all the same', () => {
  const added = { status: 201, text: JSON.stringify({ id: 3, quantity: 1 }) };
  for (const cart of [{ status: 503, text: 'down' }, { unreachable: true }, { status: 200, text: '{}' }])
    expect(post({ cart, answer: added }).outcome).toEqual({ posted: true, lines: undefined });
});

test('what is no early answer with a cart line is refused before anything is posted', () => {
  const refusals = [
    post({ visitorId: '' }),
    // Another answer asked for: addedToCartOf names no visitor for it.
    post({ headers: { 'x-early-answer': 'something-else' }, visitorId: '' }),
    post({ headers: { 'content-type': 'text/plain' } }),
    post({ body: 'not json' }),
    post({ body: '[1, 2]' }),
    post({ body: JSON.stringify({ ...line, name: 'x'.repeat(5000) }) }),
  ];
  expect(refusals.map(({ outcome }) => outcome.status)).toEqual([400, 400, 415, 400, 400, 413]);
  expect(refusals.flatMap(({ sent }) => sent)).toEqual([]);
  expect(refusals.every(({ outcome }) => outcome.posted === false && outcome.message)).toBe(true);
});
