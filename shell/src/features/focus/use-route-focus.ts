import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageHeading } from '@zomato/section-ui';

/** How long a new page may take to draw its heading (a remote and its data loading). */
const headingWaitMs = 10_000;

/**
 * After a client-side navigation, focus goes to the new page's heading, as a page load would
 * put a screen reader at the top of the new page; without it focus falls to the body when
 * the clicked link goes away. The heading may come later (remote and data still loading):
 * it is awaited, and the wait ends when the visitor moves focus themselves or leaves.
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    const startedAt = document.activeElement;
    let observer: MutationObserver | undefined;
    const stop = () => {
      observer?.disconnect();
      clearTimeout(timer);
      document.removeEventListener('focusin', onFocusIn);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== startedAt) stop();
    };
    const tryFocus = () => {
      if (!focusPageHeading()) return false;
      stop();
      return true;
    };
    const timer = setTimeout(stop, headingWaitMs);
    document.addEventListener('focusin', onFocusIn);
    if (!tryFocus()) {
      observer = new MutationObserver(() => void tryFocus());
      observer.observe(document.body, { childList: true, subtree: true });
    }
    return stop;
  }, [pathname]);
}
