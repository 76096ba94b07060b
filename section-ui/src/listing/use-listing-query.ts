import { startTransition, useEffect, useMemo, useOptimistic, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useAppStore, type City } from '@zomato/shared';
import {
  isListingPath,
  listingParams,
  otherSortAfter,
  readListingQuery,
  sortControls,
  writeListingQuery,
  type ListingSort,
  type PriceSort,
  type RatingSort,
} from './listing-query';

interface Choices {
  city: City;
  sort: ListingSort;
}

/**
 * A listing's city and order, kept in its address (docs/product.md#listing-address): the one
 * place of the rule that joins the address and the site's city (the store's, shared with
 * the top bar).
 *
 * - On a listing page the address says what shows: `city` and `sort` (unknown: None). A
 *   listing opened (or come back to) without `city` shows the store's city, and the page
 *   writes it into the address.
 * - A choice on a listing page (its controls, the top bar's city) goes into the address; the
 *   address's city becomes the store's (so the top bar shows it, and the next listing opens
 *   with it). A city set in the store by other code goes into the address.
 * - Elsewhere the city is the address's, else the store's, and there is no order; a choice
 *   goes into the address too, and every link to a listing carries it (useWithCity).
 *
 * `page`: the listing page itself. Its address is a listing's whatever its path, and it
 * keeps the address and the store in step (once per page: every other user only reads
 * and chooses). The server renders what the address says, and the browser's first render
 * computes the same (the store starts at None), so hydration matches.
 */
export function useListingQuery({ page = false }: { page?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const onListing = page || isListingPath(pathname);
  const storeCity = useAppStore((state) => state.city);
  const setStoreCity = useAppStore((state) => state.setCity);
  const named = useMemo(() => readListingQuery(params), [params]);
  const actual: Choices = { city: named.city ?? storeCity, sort: onListing ? named.sort : '' };
  // A navigation is a transition: until it is done, this instance shows the visitor's
  // choice, so a select never flicks back to the value it had.
  const [shown, show] = useOptimistic(actual);

  // What the last sync saw: the history entry (a new one for every navigation) and the store.
  const synced = useRef<{ key: string; store: City }>(undefined);
  useEffect(() => {
    if (!page || addressMovedOn(key)) return;
    // The store as it is now (not as rendered): a re-run of this effect sees its own write.
    const store = useAppStore.getState().city;
    const before = synced.current;
    if (before && key === before.key && store === before.store) return;
    // Opened, or come to by a link, Back or Forward; not a replace (a choice, this effect's own).
    const arrived = !before || (key !== before.key && navigationType !== 'REPLACE');
    const city =
      !before || key !== before.key
        ? // The address moved: its city, else the store's on arrival, else None (chosen).
          (named.city ?? (arrived ? store : ''))
        : // Only the store moved (a city set elsewhere): the address follows.
          store;
    if (city !== store) setStoreCity(city);
    synced.current = { key, store: city };
    const next = writeListingQuery(params, { city, sort: named.sort });
    // replace: keeping the address in step is no step of the visitor's own for Back to retrace.
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [page, key, navigationType, params, named, storeCity, setStoreCity, setParams]);

  // Off the listings, a city the address names (a link that carried it) is the visit's from now on.
  useEffect(() => {
    if (!onListing && named.city !== undefined && named.city !== useAppStore.getState().city)
      setStoreCity(named.city);
  }, [onListing, named.city, setStoreCity]);

  const choose = (next: Choices) =>
    startTransition(() => {
      show(next);
      // On a listing the address takes the choice and the page hands its city to the store
      // (the effect above), so the two never disagree while the navigation is under way.
      // replace, not push: a choice redraws this page, so Back leaves the listing (to where the
      // visitor came from) instead of stepping back through each city and order picked.
      // The store takes the city at once too: a link followed right after (a tab, replayed
      // before this navigation is done) opens the next listing with it. The page's own sync
      // knows it (no "store moved" to write back over this choice).
      if (page && synced.current) synced.current = { ...synced.current, store: next.city };
      setStoreCity(next.city);
      // Elsewhere the address keeps the city too, so a reload and the next link still have it.
      setParams((current) => writeListingQuery(current, onListing ? next : { city: next.city, sort: '' }), {
        replace: true,
      });
    });

  const { priceSort, ratingSort } = sortControls(shown.sort);
  // The two sorts are exclusive; one `sort` names what a choice leaves.
  const sortAfter = (chosen: ListingSort, other: ListingSort) => chosen || otherSortAfter(chosen, other);
  return {
    /** A listing page: the city filters what shows here (elsewhere it waits for the next listing). */
    onListing,
    city: shown.city,
    sort: shown.sort,
    priceSort,
    ratingSort,
    setCity: (city: City) => choose({ ...shown, city }),
    setPriceSort: (sort: PriceSort) => choose({ ...shown, sort: sortAfter(sort, ratingSort) }),
    setRatingSort: (sort: RatingSort) => choose({ ...shown, sort: sortAfter(sort, priceSort) }),
    /** The controls' form, submitted once the page is live: what its fields name. */
    submit: (fields: URLSearchParams) => {
      const query = readListingQuery(fields);
      choose({ city: query.city ?? shown.city, sort: query.sort });
    },
  };
}

/**
 * True when the browser's address is no longer the entry this render showed: a choice or a
 * link (replayed as the page came alive, or made just after the commit) navigated before this
 * render's effect ran. Keeping that older address in step would replace what the visitor asked
 * for; the render of the new address keeps it in step instead. The browser router keeps each
 * entry's key in `history.state` (the page's first entry has none: nothing to compare, as
 * with a memory router).
 */
function addressMovedOn(key: string) {
  if (typeof window === 'undefined') return false;
  const state: unknown = window.history.state;
  const current = state && typeof state === 'object' && 'key' in state ? state.key : undefined;
  return typeof current === 'string' && current !== key;
}

export type ListingQueryState = ReturnType<typeof useListingQuery>;

/**
 * `to` with the visit's city in its query (the address's, else the store's), for links to
 * listings and details: the page they open shows the same city, and says so in its address,
 * also when it is a page load of its own (before the page is live, or without JavaScript).
 */
export function useWithCity() {
  const [params] = useSearchParams();
  const storeCity = useAppStore((state) => state.city);
  const city = readListingQuery(params).city ?? storeCity;
  return (to: string) => {
    if (!city) return to;
    const [path, query = ''] = to.split('?');
    const next = new URLSearchParams(query);
    next.set(listingParams.city, city);
    return `${path}?${next}`;
  };
}
