/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { http, SsrDataContext, visitorHeader, type SsrDataStore, type VisitorFacts } from '@zomato/shared';
import { toNewCartLine } from '@zomato/shared/cart';
import { testApis } from '../../../../../tools/jest/app-tests';
// Every load settled first, as the render server renders (the tests above need none).
import { serverRender as renderWhenLoaded } from '../../../../../tools/jest/server-render';
import { cake, coffee } from '../../../test-utils/render';
import CartView from '../cart-view';

/** The render server's store for one request (shell/src/server/render-page.tsx). */
const requestStore = (visitor?: VisitorFacts): SsrDataStore => ({ entries: {}, pending: new Map(), visitor });

const serverRender = (store: SsrDataStore) =>
  renderToString(
    <SsrDataContext value={store}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartView />
      </MemoryRouter>
    </SsrDataContext>,
  );

describe('/cart rendered on the server (docs/decisions/0010, 0013)', () => {
  it('for a browser whose cart was empty: the empty cart, and nothing more in the page data', () => {
    const store = requestStore({ cartLines: 0, cartItems: 0 });
    const html = serverRender(store);
    expect(html).toContain('Your cart is empty');
    expect(html).toContain('Order food online');
    expect(html).not.toContain('Loading your cart');
    expect(store.entries).toEqual({});
  });

  it('for a browser whose cart had 3 lines: 3 loading rows and the total, and the count sent on', () => {
    const store = requestStore({ cartLines: 3, cartItems: 5 });
    const html = serverRender(store);
    expect(html).toContain('aria-label="Loading your cart"');
    expect(html).not.toContain('Your cart is empty');
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).toContain('Total -');
    expect(store.entries).toEqual({ 'visitor-cart': { status: 'ready', data: { lines: 3, items: 5 } } });
  });

  it('told nothing of the browser: as for a first visit, the empty cart', () => {
    const store = requestStore();
    expect(serverRender(store)).toContain('Your cart is empty');
    expect(store.entries).toEqual({});
  });
});

describe("the visitor's own cart page, drawn on the server for the visitor its cookie names", () => {
  testApis();
  const as = (visitorId: string) => ({ headers: { [visitorHeader]: visitorId } });

  it('draws the cart of the visitor the request names, read with their id, and sends it on in the page data', async () => {
    await (await http()).post('/cart', toNewCartLine(cake), as('early-visitor-0001'));
    await (await http()).post('/cart', toNewCartLine(coffee), as('other-visitor-0002'));
    const store = requestStore({ cartLines: 0, cartItems: 0, visitorId: 'early-visitor-0001' });
    const html = await renderWhenLoaded(<CartView />, store, '/cart');
    expect(html.match(/data-testid="cart-line"/g)).toHaveLength(1);
    expect(html).toContain(cake.name);
    expect(html).not.toContain(coffee.name);
    const sent = store.entries['["cart"]'];
    expect(sent).toEqual({
      status: 'ready',
      data: [expect.objectContaining({ name: cake.name, quantity: 1 })],
    });
  });

  it('reads no cart for a request that names no visitor', async () => {
    const store = requestStore({ cartLines: 0, cartItems: 0 });
    expect(await renderWhenLoaded(<CartView />, store, '/cart')).toContain('Your cart is empty');
    expect(store.entries).toEqual({});
  });
});
