import { renderToString } from 'react-dom/server';
import { SsrDataContext, type SsrDataStore } from '../index';
import { addedToCartOf, useAddedBeforeLive } from '../cart';

/** An early answer to ADD TO CART (docs/decisions/0017-early-cart-answer.md): what a request says, and what a page reads. */
const headers =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

describe('addedToCartOf: a page request that asks for an early answer', () => {
  it('names the visitor whose cart the page draws', () => {
    const asked = headers({
      'X-Early-Answer': 'added-to-cart',
      'X-Visitor-Id': '3f1c2a9e-0b7d-4c55-9a61-2f0e8d4b7c11',
    });
    expect(addedToCartOf(asked)).toEqual({ visitorId: '3f1c2a9e-0b7d-4c55-9a61-2f0e8d4b7c11' });
  });

  it('is nothing without the answer header, with another answer, or with an id the browser never makes', () => {
    expect(addedToCartOf(headers({ 'X-Visitor-Id': 'visitor-0001' }))).toBeUndefined();
    expect(
      addedToCartOf(headers({ 'X-Early-Answer': 'other', 'X-Visitor-Id': 'visitor-0001' })),
    ).toBeUndefined();
    expect(
      addedToCartOf(headers({ 'X-Early-Answer': 'added-to-cart', 'X-Visitor-Id': 'short' })),
    ).toBeUndefined();
    expect(
      addedToCartOf(headers({ 'X-Early-Answer': 'added-to-cart', 'X-Visitor-Id': '../cart?x=1' })),
    ).toBeUndefined();
    expect(addedToCartOf(headers({ 'X-Early-Answer': 'added-to-cart' }))).toBeUndefined();
  });
});

function Probe() {
  return <output>{String(useAddedBeforeLive())}</output>;
}
const drawn = (store: SsrDataStore | null) =>
  renderToString(
    <SsrDataContext value={store}>
      <Probe />
    </SsrDataContext>,
  );

describe('useAddedBeforeLive', () => {
  it('on the server: the request says so, and the page data carries it on to the browser', () => {
    const store: SsrDataStore = {
      entries: {},
      pending: new Map(),
      visitor: { cartLines: 0, addedToCart: { visitorId: 'visitor-0001' } },
    };
    expect(drawn(store)).toContain('true');
    expect(store.entries['added-to-cart']).toEqual({ status: 'ready', data: true });
  });

  it('on the server for any other request: false, and nothing in the page data', () => {
    const store: SsrDataStore = { entries: {}, pending: new Map(), visitor: { cartLines: 2 } };
    expect(drawn(store)).toContain('false');
    expect(store.entries).toEqual({});
  });

  it("while hydrating: the page data's; with no page data: false", () => {
    expect(
      drawn({ entries: { 'added-to-cart': { status: 'ready', data: true } }, hydrating: true }),
    ).toContain('true');
    expect(drawn({ entries: {}, hydrating: true })).toContain('false');
    expect(drawn(null)).toContain('false');
  });
});
