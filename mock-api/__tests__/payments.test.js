const { join } = require('node:path');
const { CartStore } = require('../src/cart/cart-store.js');
const { cartFileName } = require('../src/server.js');
const { startApi, sampleLine } = require('./api-harness');

/* A payment attempt has an id; the same id never pays twice. */
let api;
beforeEach(async () => {
  api = await startApi();
});
afterEach(() => api.stop());

const attempt = 'attempt-0001-aaaa';
const coffee = { ...sampleLine, name: 'Barista', price: 150, imgUrl: 'images/coffee/1.svg' };

/** A cart of sampleLine x 2 and one coffee; resolves with its total. */
async function fillCart(visitor = 'visitor-one-1') {
  const line = await api.call('POST', '/cart', { body: { ...sampleLine, quantity: 2 }, visitor });
  await api.call('POST', '/cart', { body: coffee, visitor });
  return { total: sampleLine.price * 2 + coffee.price, lineId: line.json.id };
}

describe('/cart/payments', () => {
  it('pays the amount shown, records what was bought and empties the cart in one step', async () => {
    const { total, lineId } = await fillCart();
    const paid = await api.call('PUT', `/cart/payments/${attempt}`, { body: { amount: total } });
    expect(paid.status).toBe(201);
    expect(paid.json).toEqual({
      attemptId: attempt,
      amount: total,
      items: [
        { lineId, name: sampleLine.name, price: sampleLine.price, quantity: 2 },
        { lineId: lineId + 1, name: 'Barista', price: 150, quantity: 1 },
      ],
      paidAt: expect.any(String),
    });
    expect((await api.call('GET', '/cart')).json).toEqual([]);
    expect((await api.call('GET', `/cart/payments/${attempt}`)).json).toEqual(paid.json);
    // Durable: a restart reads the same payment and the same empty cart.
    const restarted = new CartStore(join(api.dataDir, cartFileName));
    expect(restarted.payments('visitor-one-1')).toEqual([paid.json]);
    expect(restarted.list('visitor-one-1')).toEqual([]);
  });

  it('answers the same attempt again with its first result, and never pays twice', async () => {
    const { total } = await fillCart();
    const first = await api.call('PUT', `/cart/payments/${attempt}`, { body: { amount: total } });
    expect(first.status).toBe(201);
    // The visitor fills the cart again; the first attempt's request arrives once more (a reload).
    await api.call('POST', '/cart', { body: coffee });
    const again = await api.call('PUT', `/cart/payments/${attempt}`, { body: { amount: total } });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    // Another amount with the same id is the same attempt too: its payment, nothing new.
    const other = await api.call('PUT', `/cart/payments/${attempt}`, { body: { amount: coffee.price } });
    expect(other.status).toBe(200);
    expect(other.json).toEqual(first.json);
    expect((await api.call('GET', '/cart')).json).toHaveLength(1);
    expect((await api.call('GET', '/cart/payments')).json).toEqual([first.json]);
  });

  it('two requests of one attempt sent together pay once', async () => {
    const { total } = await fillCart();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.call('PUT', `/cart/payments/${attempt}`, { body: { amount: total } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect((await api.call('GET', '/cart/payments')).json).toHaveLength(1);
  });

  it('refuses another amount or an empty cart, charges nothing, and the attempt can pay after', async () => {
    const { total } = await fillCart();
    const changed = await api.call('PUT', `/cart/payments/${attempt}`, { body: { amount: total - 1 } });
    expect(changed.status).toBe(409);
    expect(changed.json).toMatchObject({ field: 'amount', amount: total });
    expect((await api.call('GET', '/cart')).json).toHaveLength(2);
    expect((await api.call('GET', `/cart/payments/${attempt}`)).status).toBe(404);
    expect((await api.call('PUT', `/cart/payments/${attempt}`, { body: { amount: total } })).status).toBe(
      201,
    );

    const empty = await api.call('PUT', '/cart/payments/attempt-0002-bbbb', { body: { amount: total } });
    expect(empty.status).toBe(409);
    expect(empty.json).toMatchObject({ field: '(cart)' });
    expect((await api.call('GET', '/cart/payments')).json).toHaveLength(1);
  });

  it('keeps each visitor to its own payments', async () => {
    const { total } = await fillCart('visitor-aaaa');
    await fillCart('visitor-bbbb');
    await api.call('PUT', `/cart/payments/${attempt}`, { body: { amount: total }, visitor: 'visitor-aaaa' });
    expect((await api.call('GET', `/cart/payments/${attempt}`, { visitor: 'visitor-bbbb' })).status).toBe(
      404,
    );
    expect((await api.call('GET', '/cart', { visitor: 'visitor-bbbb' })).json).toHaveLength(2);
    // The same attempt id from another visitor is that visitor's own attempt.
    const theirs = await api.call('PUT', `/cart/payments/${attempt}`, {
      body: { amount: total },
      visitor: 'visitor-bbbb',
    });
    expect(theirs.status).toBe(201);
  });

  it.each([
    [
      'no visitor header',
      `/cart/payments/${attempt}`,
      { visitor: null, body: { amount: 1 } },
      400,
      'X-Visitor-Id',
    ],
    ['a short attempt id', '/cart/payments/abc', { body: { amount: 1 } }, 400, 'attemptId'],
    ['an attempt id with a dot', '/cart/payments/attempt.0001', { body: { amount: 1 } }, 400, 'attemptId'],
    ['no amount', `/cart/payments/${attempt}`, { body: {} }, 400, 'amount'],
    ['amount as text', `/cart/payments/${attempt}`, { body: { amount: '480' } }, 400, 'amount'],
    ['amount 0', `/cart/payments/${attempt}`, { body: { amount: 0 } }, 400, 'amount'],
    ['card details', `/cart/payments/${attempt}`, { body: { amount: 1, cvv: '123' } }, 400, 'cvv'],
    ['a list for a body', `/cart/payments/${attempt}`, { body: [1] }, 400, '(body)'],
  ])('answers %s with %i naming the field', async (_name, path, options, status, field) => {
    const { total } = await fillCart();
    const answer = await api.call('PUT', path, options);
    expect(answer.status).toBe(status);
    expect(answer.json.field).toBe(field);
    expect((await api.call('GET', '/cart')).json).toHaveLength(2);
    expect(total).toBeGreaterThan(0);
  });
});
