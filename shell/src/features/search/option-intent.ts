import { detailIntended } from '@zomato/section-ui';
import { loadSearchDetailsPage } from '../search-details/load-search-details-page';
import { prefetchSection } from '../tab-bar/prefetch-section';
import type { SearchOption } from './search-results';

/**
 * A result the visitor points at, moves to with the arrow keys, focuses or touches: the page it
 * opens starts loading before the press (its section's code, or the shell's detail page and its
 * parts). Its item goes with the link (`listed`), so the page draws at once.
 */
export function optionIntended(option: SearchOption): void {
  if (option.remote) return prefetchSection(option.remote);
  // A failure is the route's to show when the result is opened.
  loadSearchDetailsPage().catch(() => undefined);
  detailIntended();
}
