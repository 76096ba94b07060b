import { http } from '@zomato/shared';
import { preloadDetailPage } from './lazy-detail';

/**
 * A detail is ready before the press that opens it: on intent (a pointer over a card, focus, a
 * touch) its code and the data service's client start loading, and the navigation waits for the
 * code rather than show a fallback (./lazy-detail.tsx). The item itself goes with the link
 * (./listed-item.ts), so the detail draws at once from what the listing holds and then loads it
 * again. Not on sight: the chunk and its digests would add about 5 KB to every listing's first
 * visit, past its budget once the data router is in it (docs/decisions/0023-data-router.md).
 */
export function detailIntended() {
  preloadDetailPage();
  void http().catch(() => undefined);
}
