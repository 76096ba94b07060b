import { useEffect, useRef } from 'react';
import { describeError, formatCardPrice, imageUrl, type Resource, type SearchItem } from '@zomato/shared';
import { normaliseQuery, type DishMatches } from '../search-matching';
import { HighlightedName } from './highlighted-name';
import styles from '../dish-results.module.css';

export interface DishResultsProps {
  listId: string;
  optionId: (index: number) => string;
  open: boolean;
  list: Resource<SearchItem[]> & { retry: () => void };
  query: string;
  matches: DishMatches;
  activeIndex: number;
  onChoose: (item: SearchItem) => void;
  /** The pointer resting on an option makes it the active one, as the arrow keys do. */
  onPoint: (index: number) => void;
}

// Clicks inside the popup must not take focus from the input (that would close the popup).
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * Place, price and variety tell apart dishes of the same name: two 'Chicago Shake' differ in
 * place and price, two "Tibb's Frankie" only in what they serve.
 */
function DishFacts({ item }: { item: SearchItem }) {
  const price = item.price === undefined ? undefined : formatCardPrice(item.price);
  const facts = [item.place, price, item.variety];
  const text = facts.filter(Boolean).join(' · ');
  // The comma is for screen readers, which read the option as one line of text.
  return text ? (
    <span className={styles.facts}>
      <span className="visually-hidden">, </span>
      {text}
    </span>
  ) : null;
}

/**
 * The popup under the search box: loading, error with Retry, options, or 'no dishes found'.
 * A chunk of its own, loaded when the box is first used (dish-search.tsx).
 */
export default function DishResults(props: DishResultsProps) {
  const { listId, optionId, open, list, query, matches, activeIndex, onChoose, onPoint } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const searched = normaliseQuery(query) !== '';

  useEffect(() => {
    // Keeps the option chosen with the arrow keys in view when the list scrolls.
    const option = activeIndex >= 0 ? listRef.current?.children[activeIndex] : undefined;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  let announcement = '';
  if (open && list.status === 'ready' && searched) {
    announcement = `${matches.total} ${matches.total === 1 ? 'dish' : 'dishes'} found`;
  }

  return (
    <>
      <div className={`panel ${styles.popup}`} hidden={!open}>
        {list.status === 'loading' && <p className={styles.note}>Loading dishes…</p>}
        {list.status === 'error' && (
          <div className={styles.note}>
            <p>The dishes could not be loaded. {describeError(list.error)}</p>
            <button type="button" className={styles.retry} onMouseDown={keepFocus} onClick={list.retry}>
              Retry
            </button>
          </div>
        )}
        <ul ref={listRef} id={listId} role="listbox" aria-label="Dishes" className={styles.list}>
          {matches.items.map((item, index) => (
            // Keys are handled by the combobox input (focus never moves into the list).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              className={styles.option}
              onMouseDown={keepFocus}
              onMouseMove={() => index !== activeIndex && onPoint(index)}
              onClick={() => onChoose(item)}
            >
              <img src={imageUrl(item.imgUrl)} alt="" width={44} height={44} className={styles.thumb} />
              <span className={styles.text}>
                <span className={styles.name}>
                  <HighlightedName name={item.name} query={query} />
                </span>
                <DishFacts item={item} />
              </span>
            </li>
          ))}
        </ul>
        {list.status === 'ready' && searched && matches.total === 0 && (
          <p className={styles.empty}>no dishes found</p>
        )}
        {matches.total > matches.items.length && (
          <p className={styles.more}>
            Showing {matches.items.length} of {matches.total}. Keep typing to narrow it down.
          </p>
        )}
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
