import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Where each listing visit was scrolled to, by history entry (location.key: a new one for
 * every link followed, the same again on Back or Forward), for the page's life.
 */
const positions = new Map<string, number>();

/**
 * docs/product.md#listing-rules: a listing scrolls smoothly to the top when it opens, and
 * Back (or Forward) to it comes to where the visitor was. A windowed grid is only as tall
 * as the list once it has loaded, so the browser's own restoration may fall short: the
 * returned `restore` is called by the grid when the page has the list's height, and
 * scrolls to the remembered place (`final`: the last try, reached or not).
 */
export function useScrollMemory(loadKey: string) {
  const { key } = useLocation();
  // Only a return to a history entry finds a position: opening a listing starts at the top.
  const pending = useRef(positions.get(key));

  useEffect(() => {
    if (pending.current === undefined) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [loadKey]);

  // A layout effect: its cleanup runs before the next page can change the scroll position.
  useLayoutEffect(() => {
    const remember = () => {
      if (pending.current === undefined) positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  return useCallback((final: boolean) => {
    const target = pending.current;
    if (target === undefined) return;
    window.scrollTo({ top: target, behavior: 'instant' });
    if (final || Math.abs(window.scrollY - target) < 1) pending.current = undefined;
  }, []);
}
