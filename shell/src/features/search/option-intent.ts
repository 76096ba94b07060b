import { detailIntended, loadItemAhead } from '@zomato/section-ui';
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

/**
 * A result chosen (pressed, or Enter on it): a dish's detail is asked for at once, beside the
 * page's code, and the page takes that answer (a restaurant's page loads its own section).
 */
export function optionChosen(option: SearchOption): void {
  if (!option.remote && option.listed) loadItemAhead('global', option.listed.id);
}
