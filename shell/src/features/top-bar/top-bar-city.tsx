import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { City } from '@zomato/shared';
import {
  CitySelect,
  formFields,
  listingParams,
  useListingQuery,
  useSentBeforeLive,
} from '@zomato/section-ui';
import styles from './top-bar.module.css';

/**
 * The top bar's city, a form that asks for this page with the city in its address, so it works
 * without JavaScript ('Go'). Live, a choice applies at once (useListingQuery); on a page the city
 * filters nothing, it is kept for the next listing, and the bar says so.
 */
export function TopBarCity() {
  const { pathname, search } = useLocation();
  const { city, onListing, submit } = useListingQuery();
  const form = useRef<HTMLFormElement>(null);
  // A city chosen before the page was live is still in the select: the form is sent once live,
  // read by the listing's own rule (useListingQuery's submit), as the listing's controls are.
  useSentBeforeLive(form, { [listingParams.city]: city }, submit);
  // Said on the page where it was chosen, until the visitor goes on.
  const [kept, setKept] = useState<{ city: City; on: string }>();
  const keptFor = kept?.on === pathname ? kept.city : undefined;
  const otherFields = [...new URLSearchParams(search)].filter(([name]) => name !== listingParams.city);
  return (
    <form
      ref={form}
      method="get"
      action={pathname}
      className={styles.cityForm}
      onSubmit={(event) => {
        event.preventDefault();
        submit(formFields(event.currentTarget));
      }}
    >
      {otherFields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className={styles.city}>
        <svg className={styles.pin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            fill="currentColor"
          />
        </svg>
        <span className="visually-hidden">City</span>
        <CitySelect
          name={listingParams.city}
          data-testid="top-bar-city"
          onChosen={(city) => setKept(onListing ? undefined : { city, on: pathname })}
        />
      </label>
      <button type="submit" className={`without-script ${styles.go}`}>
        Go
      </button>
      <p role="status" className={styles.cityNote}>
        {keptFor !== undefined &&
          (keptFor
            ? `The listings you open next show ${keptFor}.`
            : 'The listings you open next show every city.')}
      </p>
    </form>
  );
}
