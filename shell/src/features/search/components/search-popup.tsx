import { useEffect } from 'react';
import { describeError, type Resource } from '@zomato/shared';
import type { SearchLists } from '../hooks/use-search-lists';
import { normaliseQuery } from '../query';
import { optionsOf, type SearchResults } from '../search-results';
import { popupTexts } from '../popup-texts';
import type { SearchScope } from '../search-scopes';
import { ResultList, type ResultListProps } from './result-list';
import styles from '../search-popup.module.css';

export interface SearchPopupProps extends Omit<ResultListProps, 'grouped' | 'label'> {
  scope: SearchScope;
  open: boolean;
  lists: Resource<SearchLists> & { retry: () => void };
  results: SearchResults;
}

// Clicks inside the popup must not take focus from the input (that would close the popup).
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * The popup under a search box: loading, error with Retry, the results, or what was not
 * found; and, below the results and never scrolled away with them, how many there are
 * beyond those shown. A chunk of its own, loaded when the box is first used (search-box.tsx).
 */
export default function SearchPopup({ scope, open, lists, results, ...list }: SearchPopupProps) {
  const texts = popupTexts[scope];
  const { optionId, activeIndex, query } = list;
  const searched = normaliseQuery(query) !== '';
  const shown = optionsOf(results).length;

  useEffect(() => {
    // Keeps the option chosen with the arrow keys in view when the list scrolls.
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  const announcement = open && lists.status === 'ready' && searched ? texts.found(results.total) : '';

  return (
    <>
      <div className={`panel ${styles.popup}`} hidden={!open}>
        {lists.status === 'loading' && <p className={styles.note}>{texts.loading}</p>}
        {lists.status === 'error' && (
          <div className={styles.note}>
            <p>
              {texts.failed} {describeError(lists.error)}
            </p>
            <button type="button" className={styles.retry} onMouseDown={keepFocus} onClick={lists.retry}>
              Retry
            </button>
          </div>
        )}
        <ResultList {...list} results={results} grouped={texts.grouped} label={texts.listLabel} />
        {lists.status === 'ready' && searched && results.total === 0 && (
          <p className={styles.empty}>{texts.empty}</p>
        )}
        {results.total > shown && (
          <p className={styles.more}>
            Showing {shown} of {results.total}. Keep typing to narrow it down.
          </p>
        )}
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
