import { Fragment, useId } from 'react';
import { imageUrl } from '@zomato/shared';
import { optionsOf, type SearchOption, type SearchResults } from '../search-results';
import { HighlightedName } from './highlighted-name';
import { optionIntended } from '../option-intent';
import styles from '../search-popup.module.css';

export interface ResultListProps {
  listId: string;
  optionId: (index: number) => string;
  /** The listbox's accessible name. */
  label: string;
  /** With a heading per group (WAI-ARIA listbox with grouped options), or one plain list. */
  grouped: boolean;
  query: string;
  results: SearchResults;
  activeIndex: number;
  onChoose: (option: SearchOption) => void;
  /** The pointer resting on an option makes it the active one, as the arrow keys do. */
  onPoint: (index: number) => void;
}

// Clicks inside the popup must not take focus from the input (that would close the popup).
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * The listbox: options in one list (the top bar's dishes), or in groups under their headings
 * (the landing page's restaurants, dishes and cuisines: each group a `group` labelled by its
 * heading, as the APG's grouped listbox). Option ids count across groups, as the arrow keys do.
 */
export function ResultList({ listId, label, grouped, results, ...option }: ResultListProps) {
  const headingId = useId();
  if (!grouped) {
    return (
      <ul id={listId} role="listbox" aria-label={label} className={styles.list}>
        {optionsOf(results).map((item, index) => (
          <OptionItem key={item.key} item={item} index={index} {...option} />
        ))}
      </ul>
    );
  }
  // Where each group's options start in the count across groups.
  const starts = results.groups.map((_, position) =>
    results.groups.slice(0, position).reduce((sum, group) => sum + group.options.length, 0),
  );
  return (
    <div id={listId} role="listbox" aria-label={label} className={styles.list}>
      {results.groups.map((group, position) => (
        <ul
          key={group.label}
          role="group"
          aria-labelledby={`${headingId}-${position}`}
          className={styles.group}
        >
          <li role="presentation" id={`${headingId}-${position}`} className={styles.groupLabel}>
            {group.label}
          </li>
          {group.options.map((item, at) => (
            <OptionItem key={item.key} item={item} index={(starts[position] ?? 0) + at} {...option} />
          ))}
        </ul>
      ))}
    </div>
  );
}

type OptionItemProps = Pick<
  ResultListProps,
  'optionId' | 'query' | 'activeIndex' | 'onChoose' | 'onPoint'
> & {
  item: SearchOption;
  index: number;
};

function OptionItem({ item, index, optionId, query, activeIndex, onChoose, onPoint }: OptionItemProps) {
  return (
    // Keys are handled by the combobox input (focus never moves into the list).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={optionId(index)}
      role="option"
      tabIndex={-1}
      aria-selected={index === activeIndex}
      className={styles.option}
      onMouseDown={keepFocus}
      onMouseMove={() => index !== activeIndex && onPoint(index)}
      onPointerEnter={() => optionIntended(item)}
      onTouchStart={() => optionIntended(item)}
      onClick={() => onChoose(item)}
    >
      <img src={imageUrl(item.imgUrl)} alt="" width={56} height={42} className={styles.thumb} />
      <span className={styles.text}>
        <span className={styles.name}>
          {item.matchedIn === 'name' ? <HighlightedName name={item.name} query={query} /> : item.name}
        </span>
        <OptionFacts item={item} query={query} />
      </span>
    </li>
  );
}

/**
 * What tells an option apart from another of the same name: kind, place, price and variety.
 * An option found by its cuisine says that cuisine first, with the typed text marked.
 */
export function OptionFacts({ item, query }: { item: SearchOption; query: string }) {
  const others = [item.kind, item.place, item.price].filter(Boolean).join(' · ');
  const byCuisine = item.matchedIn === 'variety';
  const parts = byCuisine
    ? [item.variety && <HighlightedName key="variety" name={item.variety} query={query} />, others]
    : [others, item.variety];
  const shown = parts.filter(Boolean);
  if (!shown.length) return null;
  // The comma is for screen readers, which read the option as one line of text.
  return (
    <span className={styles.facts}>
      <span className="visually-hidden">, </span>
      {shown.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
