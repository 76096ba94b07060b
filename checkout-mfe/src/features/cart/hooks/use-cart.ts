import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  announceCartChange,
  describeError,
  SsrDataContext,
  useResource,
  type CartLine,
} from '@zomato/shared';
import { useServerCartCount, useRefusedForm, useServerCartRead } from '@zomato/section-ui';
import {
  fetchCart,
  isCartLineGone,
  onCartLines,
  removeLine,
  setLineQuantity,
  wasOrdered,
} from '@zomato/shared/cart';
import { stepQuantity, withPendingQuantities } from '../quantity';

type Pending = { count: number; quantity: number };

const noLines: CartLine[] = [];
/** The cart's entry in the page data (useResource's key for ['cart']). */
const cartEntryKey = JSON.stringify(['cart']);

/** 'A was', 'A and B were'. */
function sayWhat(names: readonly string[], happened: string): string {
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `${list} ${names.length > 1 ? 'were' : 'was'} ${happened} in another tab.`;
}

/**
 * What became of the lines that went from the cart without this tab asking: ordered (paid for
 * in another tab of this browser) or removed.
 */
export function goneElsewhere(lines: readonly Pick<CartLine, 'id' | 'name'>[]): string {
  const ordered = lines.filter((line) => wasOrdered(line.id)).map((line) => line.name);
  const removed = lines.filter((line) => !wasOrdered(line.id)).map((line) => line.name);
  return [ordered.length && sayWhat(ordered, 'ordered'), removed.length && sayWhat(removed, 'removed')]
    .filter(Boolean)
    .join(' ');
}

/**
 * The visitor's cart and its changes. Loads GET /cart when it mounts, then shows every
 * later read of the cart, whoever made it: a change here, or a refresh because another
 * tab changed the cart. Every change is sent at once (shared's cart API sends them one
 * after another, in click order, each from the line's newest version). A quantity still
 * being saved shows its new value, so rapid clicks each count and the totals never lag
 * behind the buttons.
 */
export function useCart() {
  // The visitor's own cart: read on the server when it knows them (their cookie; the read goes in
  // the page data, which the browser hydrates with), else in the browser.
  const serverRead = useServerCartRead();
  const resource = useResource(serverRead ?? fetchCart, ['cart'], {
    onServer: Boolean(serverRead),
    // A cart view mounted later in the visit reads it again.
    changes: true,
  });
  // A first visit's cart is empty: the server says so at once (its read here still confirms it).
  // Kept from the first render: the view stays the empty cart until that read answers.
  const serverCount = useServerCartCount();
  const [sawEmpty] = useState(() => serverCount === 0);
  const [reloaded, setReloaded] = useState<CartLine[]>();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  // A row's form the server refused (posted with no script) says why until the next change.
  const refused = useRefusedForm();
  const [problem, setProblem] = useState<string | undefined>(refused?.message);
  // Read synchronously by click handlers: a second click may come before a re-render.
  const pending = useRef(new Map<number, Pending>());
  const removingHere = useRef(new Set<number>());
  const shown = useRef<readonly CartLine[] | undefined>(undefined);

  // Drawn by the server with the cart (a form posted with no script may have just changed it):
  // the visitor's other tabs read it again once this page is live. The section hydrates once its
  // code is in, which may be after the shell's own hydration: the page's cart entry tells, not
  // `hydrating` (a later mount that announces again only makes the other tabs read once more).
  const ssr = useContext(SsrDataContext);
  const [cameWithPage] = useState(() => Boolean(ssr?.entries[cartEntryKey]));
  useEffect(() => {
    if (cameWithPage) announceCartChange();
  }, [cameWithPage]);

  useEffect(
    () =>
      onCartLines((lines) => {
        // A row that goes without this tab removing it was removed elsewhere: say so.
        const gone = (shown.current ?? []).filter(
          (line) => !removingHere.current.has(line.id) && !lines.some((next) => next.id === line.id),
        );
        if (gone.length > 0) setProblem(goneElsewhere(gone));
        shown.current = lines;
        setReloaded(lines);
      }),
    [],
  );

  const publish = () =>
    setQuantities(Object.fromEntries([...pending.current].map(([id, entry]) => [id, entry.quantity])));

  const failed = useCallback((line: CartLine, error: unknown) => {
    if (isCartLineGone(error)) {
      // The row has gone already (the cart was read again): say why, in plain words.
      setProblem(goneElsewhere([line]));
      return;
    }
    setProblem(`${line.name} could not be updated. ${describeError(error)} Your cart shows what is saved.`);
    // Queued behind any other change, so it shows the final saved state.
    fetchCart().catch(() => undefined);
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
      setLineQuantity({ ...line, quantity: from }, to).then(settle, (error: unknown) => {
        settle();
        failed(line, error);
      });
    },
    [failed],
  );

  const remove = useCallback(
    (line: CartLine) => {
      setProblem(undefined);
      removingHere.current.add(line.id);
      setRemoving((ids) => new Set(ids).add(line.id));
      const done = () => {
        removingHere.current.delete(line.id);
        setRemoving((ids) => {
          const next = new Set(ids);
          next.delete(line.id);
          return next;
        });
      };
      removeLine(line.id).then(done, (error: unknown) => {
        done();
        failed(line, error);
      });
    },
    [failed],
  );

  const saved =
    reloaded ??
    (resource.status === 'ready'
      ? resource.data
      : resource.status === 'loading' && sawEmpty
        ? noLines
        : undefined);
  useEffect(() => {
    // The first read may be another part's (the top bar's, shared): what it showed counts too.
    if (saved) shown.current = saved;
  }, [saved]);

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
