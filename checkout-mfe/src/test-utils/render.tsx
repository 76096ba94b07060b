import { configure, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { http, setRuntimeConfig, useAppStore, type CartLine, type FoodItem } from '@zomato/shared';
import * as checkoutApp from '../app/app';
import { testApis } from '../../../tools/jest/app-tests';

// These tests talk to the real data service, whose writes are durable (fsync): on a busy
// machine an answer can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** Where the router is now, for asserting navigation. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * Renders checkout's routes at `path` in a memory data router (their actions run, as in the site's
 * router), with its not-found page at any other path, against `apiBase`.
 */
export function renderCheckout(path: string, apiBase: string) {
  setRuntimeConfig({ apiBase, remotes: {} });
  const page = (
    <>
      <Outlet />
      <LocationProbe />
    </>
  );
  const children = [...checkoutApp.routes, { path: '*', element: checkoutApp.notFound }];
  // No loaders: the router starts at once, and the first render is the page's first frame.
  const router = createMemoryRouter([{ element: page, children }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

/** A new visitor: new id (so an empty cart), empty browser storage and store. */
export function resetVisitor() {
  localStorage.clear();
  // The visitor's id lives in a cookie first (@zomato/shared's getVisitorId).
  document.cookie = 'visitorId=; Path=/; Max-Age=0';
  sessionStorage.clear();
  useAppStore.getState().resetCart();
}

/** The data services of a cart test file; each test starts as a new visitor, then runs `each`. */
export function cartTestApi(each?: () => void) {
  return testApis({
    each: () => {
      resetVisitor();
      each?.();
    },
  });
}

/** Two dishes from two categories, shaped as the catalogue answers them. */
export const cake: FoodItem = {
  id: 1,
  name: 'Kwality Cakes Bakes',
  imgUrl: 'images/cake/1.svg',
  price: 330,
  variety: 'Bakery, Desserts',
  rating: 4,
  place: 'Gurgaon',
};

export const coffee: FoodItem = {
  id: 2,
  name: 'Cafe Coffee Day',
  imgUrl: 'images/coffee/2.svg',
  price: 120,
  variety: 'Cafe, Beverages',
  rating: 4.1,
  place: 'Noida',
};

/** The visitor's lines as saved on the server, read without touching the store. */
export async function savedLines(): Promise<CartLine[]> {
  const { data } = await (await http()).get<CartLine[]>('/cart');
  return data;
}
