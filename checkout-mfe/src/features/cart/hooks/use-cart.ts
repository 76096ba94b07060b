import { useCallback, useRef, useState } from 'react';
import {
  describeError,
  fetchCart,
  removeLine,
  setLineQuantity,
  useResource,
  type CartLine,
} from '@zomato/shared';
import { stepQuantity, withPendingQuantities } from '../quantity';

type Pending = { count: number; quantity: number };

/**
 * The visitor's cart and its changes. Loads GET /cart when it mounts; every change is
 * sent at once (shared's cart API sends them one after another, in click order) and the
 * lines it answers with replace the shown ones. A quantity still being saved shows its
 * new value, so rapid clicks each count and the totals never lag behind the buttons.
 */
export function useCart() {
  const resource = useResource(fetchCart, []);
  const [reloaded, setReloaded] = useState<CartLine[]>();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string>();
  // Read synchronously by click handlers: a second click may come before a re-render.
  const pending = useRef(new Map<number, Pending>());

  const publish = () =>
    setQuantities(Object.fromEntries([...pending.current].map(([id, entry]) => [id, entry.quantity])));

  const failed = useCallback((name: string, error: unknown) => {
    setProblem(`${name} could not be updated. ${describeError(error)} Your cart shows what is saved.`);
    // Queued behind any other change, so it shows the final saved state.
    fetchCart().then(setReloaded, () => undefined);
  }, []);

  const changeQuantity = useCallback(
    (line: CartLine, step: 1 | -1) => {
      const entry = pending.current.get(line.id);
      const from = entry?.quantity ?? line.quantity;
      const to = stepQuantity(from, step);
      if (to === from) return;
      pending.current.set(line.id, { count: (entry?.count ?? 0) + 1, quantity: to });
      publish();
      setProblem(undefined);
      const settle = () => {
        const current = pending.current.get(line.id);
        if (current && current.count > 1)
          pending.current.set(line.id, { ...current, count: current.count - 1 });
        else pending.current.delete(line.id);
        publish();
      };
      setLineQuantity({ ...line, quantity: from }, to).then(
        (lines) => {
          setReloaded(lines);
          settle();
        },
        (error: unknown) => {
          settle();
          failed(line.name, error);
        },
      );
    },
    [failed],
  );

  const remove = useCallback(
    (line: CartLine) => {
      setProblem(undefined);
      setRemoving((ids) => new Set(ids).add(line.id));
      const done = () =>
        setRemoving((ids) => {
          const next = new Set(ids);
          next.delete(line.id);
          return next;
        });
      removeLine(line.id).then(
        (lines) => {
          setReloaded(lines);
          done();
        },
        (error: unknown) => {
          done();
          failed(line.name, error);
        },
      );
    },
    [failed],
  );

  const saved = reloaded ?? (resource.status === 'ready' ? resource.data : undefined);
  return {
    status: saved ? ('ready' as const) : resource.status,
    error: resource.status === 'error' ? resource.error : undefined,
    retry: resource.retry,
    lines: saved ? withPendingQuantities(saved, quantities) : undefined,
    /** The saved lines, as the server answered: what a change starts from. */
    saved,
    busy: Object.keys(quantities).length > 0 || removing.size > 0,
    removing,
    problem,
    changeQuantity,
    remove,
  };
}
