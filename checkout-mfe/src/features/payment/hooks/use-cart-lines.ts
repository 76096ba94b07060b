import { useEffect, useState } from 'react';
import { useResource, type CartLine } from '@zomato/shared';
import { fetchCart, onCartLines } from '@zomato/shared/cart';

/**
 * The cart the payment is for: read when the page appears (loading, then the lines or an
 * error with `retry`), then every later read of the cart on this page, so the amount
 * follows a change made in another tab.
 */
export function useCartLines() {
  // The cart is the visitor's own (their id lives in this browser): loaded in the browser only.
  const resource = useResource(fetchCart, [], { onServer: false });
  const [latest, setLatest] = useState<CartLine[]>();
  useEffect(() => onCartLines(setLatest), []);
  const lines = latest ?? (resource.status === 'ready' ? resource.data : undefined);
  return {
    status: lines ? ('ready' as const) : resource.status,
    error: resource.status === 'error' ? resource.error : undefined,
    retry: resource.retry,
    lines,
  };
}
