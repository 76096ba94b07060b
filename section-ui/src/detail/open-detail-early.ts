import { useEffect, type RefObject } from 'react';
import { http } from '@zomato/shared';
import { preloadDetailPage } from './lazy-detail';

/**
 * A detail is ready before the press that opens it: its code loads once a card that links to one
 * is in view, when the browser is idle; the data service's client on intent (a pointer over a
 * card, focus, a touch). The item itself goes with the link (./listed-item.ts), so the detail draws
 * at once from what the listing holds and then loads it again.
 */
export function useDetailCodeWhenSeen(ref: RefObject<Element | null>, linked: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!linked || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      (window.requestIdleCallback ?? setTimeout)(preloadDetailPage);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, linked]);
}

/** A visitor about to open a detail: its code and the data service's client start loading. */
export function detailIntended() {
  preloadDetailPage();
  void http().catch(() => undefined);
}
