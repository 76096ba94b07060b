import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, SsrDataContext, type SsrDataStore } from '@zomato/shared';
import { addToCart } from '@zomato/shared/cart';
import CartView from '../cart-view';
import { cake, cartTestApi, coffee } from '../../../test-utils/render';

/*
 * An early answer to ADD TO CART (docs/decisions/0017-early-cart-answer.md) in the browser: the
 * page the server drew for the visitor (./cart-server-render.test.tsx) hydrates from its page data,
 * without reading the cart again.
 */
cartTestApi();

const line = { ...cake, id: 7, quantity: 2, version: 3 };
/** The page data of an early answer: the cart the server read, and that it was drawn added. */
const answerData = () => ({
  '["cart"]': { status: 'ready' as const, data: [line] },
  'added-to-cart': { status: 'ready' as const, data: true },
});

const page = (store: SsrDataStore) => (
  <SsrDataContext value={store}>
    <MemoryRouter initialEntries={['/delivery/cake/1']}>
      <CartView />
    </MemoryRouter>
  </SsrDataContext>
);

it("hydrates the server's cart rows as they are, without reading the cart again", async () => {
  // The server's HTML for that data (its loads settled: a render with nothing left to load).
  const html = renderToString(
    page({
      entries: answerData(),
      pending: new Map(),
      visitor: { cartLines: 0, addedToCart: { visitorId: 'early-visitor-0001' } },
    }),
  );
  const reads: string[] = [];
  const interceptor = http().interceptors.request.use((request) => {
    reads.push(`${request.method} ${request.url}`);
    return request;
  });
  const recoverable: unknown[] = [];
  try {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const row = container.querySelector('[data-testid="cart-line"]');
    expect(row).toHaveTextContent(cake.name);
    await act(async () => {
      hydrateRoot(container, page({ entries: answerData(), hydrating: true }), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    // The server's row is the live one: hydrated, not drawn anew.
    expect(screen.getByTestId('cart-line')).toBe(row);
    expect(Object.keys(row!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(screen.getByTestId('cart-line')).toHaveTextContent('Rs.660 /-');
    expect(reads).toEqual([]);
  } finally {
    http().interceptors.request.eject(interceptor);
  }
});

it('a cart view mounted later in the visit reads the cart as it is now, not as the page had it', async () => {
  await addToCart(coffee);
  // The same page data, but the page is live: this view is new, not the server's.
  const view = within(render(page({ entries: answerData() })).container);
  await waitFor(() => expect(view.getByTestId('cart-line')).toHaveTextContent(coffee.name));
  expect(view.getAllByTestId('cart-line')).toHaveLength(1);
  expect(view.queryByText(cake.name)).toBeNull();
});
