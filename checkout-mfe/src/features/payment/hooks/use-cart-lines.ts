import { useEffect, useState } from 'react';
import { useResource, type CartLine } from '@zomato/shared';
import { useServerCartCount, useServerCartRead } from '@zomato/section-ui';
import { fetchCart, onCartLines } from '@zomato/shared/cart';

const noLines: CartLine[] = [];

/**
 * The cart the payment is for: read when the page appears (loading, then the lines or an
 * error with `retry`), then every later read of the cart on this page, so the amount
 * follows a change made in another tab.
 */
export function useCartLines() {
  // The visitor's own cart: read on the server when it knows them (their cookie), else in the browser.
  const serverRead = useServerCartRead();
  const resource = useResource(serverRead ?? fetchCart, ['cart'], {
    onServer: Boolean(serverRead),
    changes: true,
  });
  // A browser that names no visitor, with an empty cart hint, has nothing to pay for: the server
  // says so (never 'loading', which only a script could end) until the browser's read answers.
  const serverCount = useServerCartCount();
  const [sawEmpty] = useState(() => !serverRead && serverCount === 0);
  const [latest, setLatest] = useState<CartLine[]>();
  useEffect(() => onCartLines(setLatest), []);
  const read = resource.status === 'ready' ? resource.data : undefined;
  const lines = latest ?? read ?? (sawEmpty && resource.status === 'loading' ? noLines : undefined);
  return {
    status: lines ? ('ready' as const) : resource.status,
    error: resource.status === 'error' ? resource.error : undefined,
    retry: resource.retry,
    lines,
  };
}
