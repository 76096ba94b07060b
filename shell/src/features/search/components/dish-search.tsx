import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toPath } from '@zomato/shared';
import { useDishCombobox } from '../hooks/use-dish-combobox';
import { useSearchList, type LoadDishes } from '../hooks/use-search-list';
import styles from '../dish-search.module.css';

/**
 * The results popup and its styles: a chunk of their own, loaded when the box is first
 * focused or typed into; until then (and while it loads) there is no popup to show. The
 * popup lies over the page, so its arrival moves nothing.
 */
const DishResults = lazy(() => import(/* webpackChunkName: "dish-results" */ './dish-results'));

export interface DishSearchProps {
  placeholder: string;
  /** 'bar' in the top bar, 'hero' on the landing page. */
  variant?: 'bar' | 'hero';
  /** Where the list comes from; the page-wide cached '/global' list unless a test says otherwise. */
  loadDishes?: LoadDishes;
}

/** Dish search: an accessible combobox over the global list; a result opens /search-details/{id}. */
export function DishSearch({ placeholder, variant = 'bar', loadDishes }: DishSearchProps) {
  const navigate = useNavigate();
  const list = useSearchList(loadDishes);
  const combobox = useDishCombobox(list.status === 'ready' ? list.data : undefined, (item) =>
    navigate(toPath.searchDetails(item.id)),
  );
  const { text, open, matches, activeIndex, inputHandlers } = combobox;
  const [used, setUsed] = useState(false);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeItem = activeIndex >= 0 ? matches.items[activeIndex] : undefined;

  return (
    <div className={variant === 'hero' ? `${styles.search} ${styles.hero}` : styles.search} role="search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search dishes
      </label>
      <div className={styles.field}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={used ? listId : undefined}
          aria-activedescendant={activeItem ? optionId(activeIndex) : undefined}
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
      {used && (
        <Suspense fallback={null}>
          <DishResults
            listId={listId}
            optionId={optionId}
            open={open}
            list={list}
            query={combobox.query}
            matches={matches}
            activeIndex={activeIndex}
            onChoose={combobox.choose}
            onPoint={combobox.point}
          />
        </Suspense>
      )}
    </div>
  );
}
