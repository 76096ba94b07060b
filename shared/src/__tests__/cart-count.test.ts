import { waitFor } from '@testing-library/react';
import type * as shared from '../index';
import { getRuntimeConfig, http, readCartThrough, refreshCartCount, useAppStore } from '../index';
import { visitorStorageKey } from '../visitor/visitor-id';
import { testApis } from '../../../tools/jest/app-tests';

/*
 * The top bar's count without the cart calls (@zomato/shared/cart is not imported here, as on a
 * first visit to a listing): GET /cart into the store, and never over a newer summary.
 */
const line = { name: 'Kwality Cakes Bakes', imgUrl: 'images/cake/1.svg', price: 330, variety: 'Bakery' };
const newLine = { ...line, rating: 4, place: 'Gurgaon', quantity: 2 };

testApis({
  each: () => {
    localStorage.clear();
    // A returning visitor: one whose cart the data service may hold.
    localStorage.setItem(visitorStorageKey, 'returning-visitor-0001');
    useAppStore.getState().resetCart();
  },
});

/** The cart GETs this page sends from now on. */
async function countReads() {
  const client = await http();
  const reads: string[] = [];
  const id = client.interceptors.request.use((request) => {
    if (request.method === 'get' && request.url === '/cart') reads.push(request.url);
    return request;
  });
  return { reads, stop: () => client.interceptors.request.eject(id) };
}

describe('the top bar cart count before the cart calls load', () => {
  it('reads the visitor’s cart into the store’s summary', async () => {
    await (await http()).post('/cart', newLine);
    refreshCartCount();
    await waitFor(() => expect(useAppStore.getState().cart).toEqual({ total: 660, lines: 1, items: 2 }));
  });

  it('drops an answer older than a summary the cart calls set meanwhile', async () => {
    await (await http()).post('/cart', newLine);
    const watch = await countReads();
    refreshCartCount();
    // The cart calls' own read lands first (a change made while this read was on its way).
    useAppStore.getState().setCartLines([
      { price: 100, quantity: 1 },
      { price: 5, quantity: 1 },
    ]);
    await waitFor(() => expect(watch.reads).toHaveLength(1));
    // Let the answer arrive and be weighed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    watch.stop();
    expect(useAppStore.getState().cart).toEqual({ total: 105, lines: 2, items: 2 });
  });

  it('keeps the last known count when the read fails', async () => {
    useAppStore.getState().setCartLines([{ price: 50, quantity: 1 }]);
    const id = (await http()).interceptors.request.use(() => Promise.reject(new Error('offline')));
    refreshCartCount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    (await http()).interceptors.request.eject(id);
    expect(useAppStore.getState().cart).toEqual({ total: 50, lines: 1, items: 1 });
  });

  it('reads again when another tab changed the cart while its read was on its way', async () => {
    const watch = await countReads();
    refreshCartCount();
    // The tab is shown again (../api/cart-tabs.ts): what it read before may be stale.
    await (await http()).post('/cart', newLine);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(useAppStore.getState().cart.lines).toBe(1));
    watch.stop();
    expect(watch.reads).toHaveLength(2);
  });

  it('reads nothing for a visitor this page gave an id: their cart is empty, and axios stays unloaded', async () => {
    localStorage.clear();
    document.cookie = 'visitorId=; Max-Age=0; Path=/';
    const loaded: string[] = [];
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        loaded.push('axios');
        return jest.requireActual('axios');
      });
      const page = (await import('../index')) as typeof shared;
      page.setRuntimeConfig(getRuntimeConfig());
      page.getVisitorId();
      expect(page.visitorIsNew()).toBe(true);
      page.refreshCartCount();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(page.useAppStore.getState().cart).toEqual({ total: 0, lines: 0, items: 0 });
    });
    expect(loaded).toEqual([]);
  });

  it('goes through the cart calls’ queue once they have loaded', async () => {
    const read = jest.fn();
    const refresh = jest.fn();
    readCartThrough({ read, refresh });
    const watch = await countReads();
    refreshCartCount();
    document.dispatchEvent(new Event('visibilitychange'));
    watch.stop();
    expect([read.mock.calls.length, refresh.mock.calls.length, watch.reads.length]).toEqual([1, 1, 0]);
  });
});
