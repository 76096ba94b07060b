/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SsrDataContext, type SsrDataStore, type VisitorFacts } from '@zomato/shared';
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

describe('/cart rendered on the server (docs/decisions/0010)', () => {
  it('for a browser whose cart was empty: the empty cart, and the page data tells the browser so', () => {
    const store = requestStore({ cartMayHaveLines: false });
    const html = serverRender(store);
    expect(html).toContain('Your cart is empty');
    expect(html).toContain('Order food online');
    expect(html).not.toContain('Loading your cart');
    expect(store.entries).toEqual({ 'visitor-cart': { status: 'ready', data: false } });
  });

  it('for a browser that may have lines: the loading cart, which the browser fills', () => {
    const store = requestStore({ cartMayHaveLines: true });
    const html = serverRender(store);
    expect(html).toContain('aria-label="Loading your cart"');
    expect(html).not.toContain('Your cart is empty');
    expect(store.entries).toEqual({ 'visitor-cart': { status: 'ready', data: true } });
  });

  it('told nothing of the browser: the loading cart, and nothing sent on', () => {
    const store = requestStore();
    expect(serverRender(store)).toContain('aria-label="Loading your cart"');
    expect(store.entries).toEqual({});
  });
});
