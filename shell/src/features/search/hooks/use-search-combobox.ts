import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { normaliseQuery } from '../query';
import type * as SearchMatching from '../search-matching';
import { noResults, optionsOf, type SearchOption, type SearchResults } from '../search-results';
import type { SearchScope } from '../search-scopes';
import type { SearchLists } from './use-search-lists';

type Matching = typeof SearchMatching;
/**
 * Matching travels with the results popup (chunk search-popup), loaded on the box's first
 * focus or keystroke: a page that is never searched never downloads it.
 */
const loadMatching = () => import(/* webpackChunkName: "search-popup" */ '../search-matching');

/**
 * State and keys of a search combobox (WAI-ARIA combobox with a list popup): the popup is
 * hidden while the text is empty and shown otherwise, until Escape, blur or a choice. Enter
 * opens the active option; with none active it is the form's: the results page (search-box.tsx).
 * Matching runs with the keystroke itself: on lists indexed once (search-matching.ts) it takes
 * a few milliseconds at 100,000 dishes, so the results are drawn in the keystroke's own frame
 * (a deferred copy of the text drew them a frame later, docs/data-service.md#large-catalogues).
 */
export function useSearchCombobox(
  scope: SearchScope,
  lists: SearchLists | undefined,
  onChoose: (option: SearchOption) => void,
  initialText = '',
) {
  const [text, setText] = useState(initialText);
  // A box that starts with a text (the results page's) shows its popup once it is used.
  const [dismissed, setDismissed] = useState(initialText !== '');
  const [matching, setMatching] = useState<Matching>();
  // Asked for again on the next focus or keystroke if it could not be loaded.
  const needMatching = () => {
    if (!matching) loadMatching().then(setMatching, () => undefined);
  };
  // The lists' lower-case names are made when they arrive, not on the first keystroke.
  useEffect(() => {
    if (lists && matching) matching.indexLists(scope, lists);
  }, [scope, lists, matching]);
  const results: SearchResults = useMemo(
    () => (matching && lists ? matching.searchResults(scope, lists, text) : noResults),
    [matching, scope, lists, text],
  );
  const options = useMemo(() => optionsOf(results), [results]);
  // The active option belongs to the results it was picked from; new results start with none.
  const [active, setActive] = useState<{ results: SearchResults; index: number } | undefined>();
  const activeIndex =
    active && active.results === results && active.index < options.length ? active.index : -1;

  const open = !dismissed && normaliseQuery(text) !== '';
  const count = options.length;
  const move = (index: number) => {
    setActive({ results, index });
    // The option gone to with the arrow keys (or the pointer) is the one likely opened next.
    // Its code comes with the popup's, not with the top bar's first paint.
    const option = options[index];
    if (option) void import('../option-intent').then(({ optionIntended }) => optionIntended(option));
  };
  const choose = (option: SearchOption) => {
    setText('');
    setDismissed(true);
    onChoose(option);
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
        // An option picked with the arrows opens; otherwise the form sends the text (all results).
        const option = open && activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
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
    results,
    options,
    activeIndex,
    choose,
    point: move,
    /** The form was sent: the popup closes, the text stays (it names what the page shows). */
    dismiss: () => setDismissed(true),
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
