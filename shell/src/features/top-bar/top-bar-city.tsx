import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { cities, type City } from '@zomato/shared';
import {
  CitySelect,
  formFields,
  listingParams,
  useListingQuery,
  useSentBeforeLive,
} from '@zomato/section-ui';
import { drawnSectionsAreLive, drawnSectionsLive } from './drawn-sections-live';
import styles from './top-bar.module.css';

/** The city a form's fields name ('' for None, or one not in the list). */
const cityIn = (fields: URLSearchParams) =>
  cities.find((city) => city === fields.get(listingParams.city)) ?? '';

/** A choice not applied yet: its city, the page it was made on, and whether the bar says where it applies. */
interface Held {
  city: City;
  on: string;
  said: boolean;
}

/**
 * The top bar's city, a form that asks for this page with the city in its address, so it works
 * without JavaScript ('Go'). Live, a choice applies at once (useListingQuery), or once the page's
 * section is live too; on a page the city filters nothing, it is kept for the next listing, and
 * the bar says so.
 */
export function TopBarCity() {
  const { pathname, search } = useLocation();
  const { city, onListing, setCity } = useListingQuery();
  const form = useRef<HTMLFormElement>(null);
  // Said on the page where it was chosen, until the visitor goes on.
  const [kept, setKept] = useState<{ city: City; on: string }>();
  const keptFor = kept?.on === pathname ? kept.city : undefined;
  const apply = (chosen: City, said: boolean) => {
    setCity(chosen);
    if (said) setKept(onListing ? undefined : { city: chosen, on: pathname });
  };
  // The shell is live before the section the server drew, which then hydrates from the address
  // as it is: a city applied to it before that section is live makes it draw another list than
  // the server's HTML (React error #418). Until then a choice is held, shown in the select, and
  // applied as the section comes alive; at once if the visitor has gone on to another page.
  const [held, setHeld] = useState<Held>();
  const choose = (chosen: City, said: boolean) =>
    drawnSectionsAreLive() ? apply(chosen, said) : setHeld({ city: chosen, on: pathname, said });
  const applyHeld = useEffectEvent(() => {
    if (!held) return;
    setHeld(undefined);
    apply(held.city, held.said);
  });
  useEffect(() => {
    if (!held) return;
    let gone = false;
    const ready = held.on === pathname ? drawnSectionsLive() : Promise.resolve();
    void ready.then(() => gone || applyHeld());
    return () => {
      gone = true;
    };
  }, [held, pathname]);
  // A city chosen before the page was live is still in the select: handed over as the page comes
  // alive (useSentBeforeLive), then applied as one chosen now.
  useSentBeforeLive(form, { [listingParams.city]: city }, (fields) => choose(cityIn(fields), false));
  const otherFields = [...new URLSearchParams(search)].filter(([name]) => name !== listingParams.city);
  return (
    <form
      ref={form}
      method="get"
      action={pathname}
      className={styles.cityForm}
      onSubmit={(event) => {
        event.preventDefault();
        choose(cityIn(formFields(event.currentTarget)), false);
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
          value={held?.city ?? city}
          onChange={(chosen) => choose(chosen, true)}
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
