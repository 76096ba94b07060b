import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { SearchItem } from '@zomato/shared';
import { normaliseQuery } from '../query';
import type * as SearchMatching from '../search-matching';
import type { DishMatches } from '../search-matching';

type Matching = typeof SearchMatching;
/**
 * Matching travels with the results popup (chunk dish-results), loaded on the box's first
 * focus or keystroke: a page that is never searched never downloads it.
 */
const loadMatching = () => import(/* webpackChunkName: "dish-results" */ '../search-matching');
const noMatches: DishMatches = { items: [], total: 0 };

/**
 * State and keys of the dish combobox (WAI-ARIA combobox with a list popup): the popup is
 * hidden while the text is empty and shown otherwise, until Escape, blur or a choice.
 * Matching runs with the keystroke itself: on a list indexed once (search-matching.ts) it takes
 * a few milliseconds at 100,000 dishes, so the results are drawn in the keystroke's own frame
 * (a deferred copy of the text drew them a frame later, docs/architecture.md#large-catalogues).
 */
export function useDishCombobox(
  list: readonly SearchItem[] | undefined,
  onChoose: (item: SearchItem) => void,
) {
  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [matching, setMatching] = useState<Matching>();
  // Asked for again on the next focus or keystroke if it could not be loaded.
  const needMatching = () => {
    if (!matching) loadMatching().then(setMatching, () => undefined);
  };
  // The list's lower-case names are made when it arrives, not on the first keystroke.
  useEffect(() => {
    if (list && matching) matching.indexDishes(list);
  }, [list, matching]);
  const matches = useMemo(
    () => (matching ? matching.matchDishes(list ?? [], text) : noMatches),
    [matching, list, text],
  );
  // The active option belongs to the results it was picked from; new results start with none.
  const [active, setActive] = useState<{ results: SearchItem[]; index: number } | undefined>();
  const activeIndex =
    active && active.results === matches.items && active.index < matches.items.length ? active.index : -1;

  const open = !dismissed && normaliseQuery(text) !== '';
  const count = matches.items.length;
  const move = (index: number) => setActive({ results: matches.items, index });
  const choose = (item: SearchItem) => {
    setText('');
    setDismissed(true);
    onChoose(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setDismissed(false);
        if (count > 0) move(!open || activeIndex < 0 ? 0 : (activeIndex + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setDismissed(false);
        if (count > 0) move(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        const item = open && activeIndex >= 0 ? matches.items[activeIndex] : undefined;
        if (item) {
          event.preventDefault();
          choose(item);
        }
        break;
      }
      case 'Escape':
        // First Escape closes the list; a second one clears the text (APG combobox).
        if (open) setDismissed(true);
        else setText('');
        setActive(undefined);
        break;
      default:
    }
  };

  return {
    text,
    /** The text the results were matched with (for highlighting). */
    query: text,
    open,
    matches,
    activeIndex,
    choose,
    point: move,
    inputHandlers: {
      onChange: (value: string) => {
        needMatching();
        setText(value);
        setDismissed(false);
      },
      onKeyDown,
      onFocus: () => {
        needMatching();
        setDismissed(false);
      },
      onBlur: () => setDismissed(true),
    },
  };
}
