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

describe('/cart rendered on the server (docs/decisions/0010, 0013)', () => {
  it('for a browser whose cart was empty: the empty cart, and nothing more in the page data', () => {
    const store = requestStore({ cartLines: 0 });
    const html = serverRender(store);
    expect(html).toContain('Your cart is empty');
    expect(html).toContain('Order food online');
    expect(html).not.toContain('Loading your cart');
    expect(store.entries).toEqual({});
  });

  it('for a browser whose cart had 3 lines: 3 loading rows and the total, and the count sent on', () => {
    const store = requestStore({ cartLines: 3 });
    const html = serverRender(store);
    expect(html).toContain('aria-label="Loading your cart"');
    expect(html).not.toContain('Your cart is empty');
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).toContain('Total -');
    expect(store.entries).toEqual({ 'visitor-cart': { status: 'ready', data: 3 } });
  });

  it('told nothing of the browser: as for a first visit, the empty cart', () => {
    const store = requestStore();
    expect(serverRender(store)).toContain('Your cart is empty');
    expect(store.entries).toEqual({});
  });
});
