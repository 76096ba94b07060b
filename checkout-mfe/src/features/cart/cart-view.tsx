import { useEffect, useState } from 'react';
import { fetchCart, type CartLine } from '@zomato/shared';

/** Placeholder cart view: lists the visitor's cart lines (the checkout issue completes it). */
export default function CartView() {
  const [lines, setLines] = useState<CartLine[] | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    fetchCart(controller.signal).then(setLines, () => undefined);
    return () => controller.abort();
  }, []);
  return (
    <main>
      <h1>Cart</h1>
      {lines === undefined ? (
        <p role="status">Loading your cart…</p>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={line.id}>
              {line.name} × {line.quantity}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
