import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { listedState, useTypedBeforeLive } from '@zomato/section-ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '@zomato/shared';
import { useSearchCombobox } from '../hooks/use-search-combobox';
import { searchListLoaders, useSearchLists, type LoadLists } from '../hooks/use-search-lists';
import { searchAddress, searchFields } from '../search-address';
import { boxLabels, type SearchScope } from '../search-scopes';
import styles from '../search-box.module.css';
import { SearchListsInPage } from './search-lists-in-page';

/**
 * The results popup and its styles: a chunk of their own, loaded when the box is first
 * focused or typed into; until then (and while it loads) there is no popup to show. The
 * popup lies over the page, so its arrival moves nothing.
 */
const SearchPopup = lazy(() => import(/* webpackChunkName: "search-popup" */ './search-popup'));

export interface SearchBoxProps {
  placeholder: string;
  /** What it finds: 'dishes' by name (the top bar), or 'everything' (the landing page). */
  scope?: SearchScope;
  /** 'bar' in the top bar, 'hero' on the landing page. */
  variant?: 'bar' | 'hero';
  /** Where the lists come from; the page-wide cached ones unless a test says otherwise. */
  loadLists?: LoadLists;
  /** The text it starts with (the results page's box: what was searched for). */
  initialText?: string;
}

/**
 * A search box: a GET form to the results page (/search), so Enter searches before the page is
 * live and without JavaScript; live, an accessible combobox over the scope's lists, where a
 * result opens its page and Enter with no option picked shows the results page in place.
 */
export function SearchBox({
  placeholder,
  scope = 'dishes',
  variant = 'bar',
  loadLists,
  initialText,
}: SearchBoxProps) {
  const navigate = useNavigate();
  const lists = useSearchLists(scope, loadLists);
  const combobox = useSearchCombobox(
    scope,
    lists.status === 'ready' ? lists.data : undefined,
    (option) => {
      // Loaded with the results' list, which the choice was made in (off the first paint's path).
      void import('../option-intent').then(({ optionChosen }) => optionChosen(option));
      void navigate(option.to, { state: option.listed && listedState(option.listed) });
    },
    initialText,
  );
  const { text, open, results, options, activeIndex, inputHandlers } = combobox;
  const [used, setUsed] = useState(false);
  // Typed before the page was live: the page takes it over, dropdown and all.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeLive(formRef, { [searchFields.text]: text }, (typed) => {
    const early = typed[searchFields.text];
    if (early === undefined) return;
    setUsed(true);
    inputHandlers.onChange(early);
  });
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field's own value: a text typed before the page was live is there before React has it.
    const typed = new FormData(event.currentTarget).get(searchFields.text);
    combobox.dismiss();
    navigate(searchAddress(scope, typeof typed === 'string' ? typed : ''));
  };

  return (
    <form
      ref={formRef}
      method="get"
      action={paths.search}
      role="search"
      className={variant === 'hero' ? `${styles.search} ${styles.hero}` : styles.search}
      onSubmit={submit}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {boxLabels[scope]}
      </label>
      <div className={styles.field}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={`${id}-input`}
          name={searchFields.text}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={used ? listId : undefined}
          aria-activedescendant={options[activeIndex] ? optionId(activeIndex) : undefined}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setUsed(true);
            inputHandlers.onChange(event.target.value);
          }}
          onKeyDown={inputHandlers.onKeyDown}
          onFocus={() => {
            setUsed(true);
            inputHandlers.onFocus();
          }}
          onBlur={inputHandlers.onBlur}
        />
      </div>
      {/* After the text, so the browser's address is the one the page makes (searchAddress). */}
      {scope === 'everything' && <input type="hidden" name={searchFields.scope} value={scope} />}
      <SearchListsInPage scope={scope} load={loadLists ?? searchListLoaders[scope]} />
      {used && (
        <Suspense fallback={null}>
          <SearchPopup
            scope={scope}
            listId={listId}
            optionId={optionId}
            open={open}
            lists={lists}
            query={combobox.query}
            results={results}
            activeIndex={activeIndex}
            onChoose={combobox.choose}
            onPoint={combobox.point}
          />
        </Suspense>
      )}
    </form>
  );
}
