import { type ReactNode } from 'react';
import { type FoodItem } from '@zomato/shared';
import type { ListSource } from '../data/catalog';
import { usePageTitle } from '../ui/page-title';
import { useListingQuery, useWithCity } from './use-listing-query';
import { CardGridSkeleton, EmptyState, ErrorState } from '../ui/states';
import { wholeListCards } from './grid-size';
import { ItemGrid } from './item-grid';
import { ListingControls } from './listing-controls';
import { useListing } from './use-listing';
import { useListingData, type LoadList, type LoadListStart } from './use-listing-data';
import { useScrollMemory } from './use-scroll-memory';
import styles from './listing.module.css';

export interface ListingPageProps<T extends FoodItem> {
  heading: string;
  /** Loads the whole list; `loadKey` names it (a new key loads again). */
  load: LoadList<T>;
  loadKey: string;
  /**
   * Loads the list's first items and its length (fetchListStart): given, a server render
   * reads only those, and the browser the whole list (docs/data-service.md#large-catalogues).
   */
  loadStart?: LoadListStart<T>;
  /** Where a card goes; undefined makes it not clickable. */
  linkFor: (item: T, listing: { isFiltered: boolean }) => string | undefined;
  /** The list whose item endpoint serves the cards' details (fetchItem). */
  itemSource?: ListSource;
  /** Above the controls (e.g. a carousel) and below the grid (e.g. a promo footer). */
  before?: ReactNode;
  after?: ReactNode;
}

/** A listing page of docs/product.md#listing-rules: heading, city/price/rating controls, the grid. */
export function ListingPage<T extends FoodItem>({
  heading,
  load,
  loadKey,
  loadStart,
  linkFor,
  itemSource,
  before,
  after,
}: ListingPageProps<T>) {
  const data = useListingData(load, loadKey, loadStart, wholeListCards);
  const ready = data.status === 'ready' ? data : undefined;
  // Cards carry the city on: their detail, and the way back from it, keep the visitor's city.
  const withCity = useWithCity();
  // The city and order: the address's (and the site's city), kept in step here.
  const query = useListingQuery({ page: true });
  // The listing rules work on the whole list only.
  const listing = useListing(ready?.complete ? ready.items : undefined, query);
  usePageTitle(heading);
  // Smooth scroll to the top on open; Back comes to where the visitor was.
  const restoreScroll = useScrollMemory(loadKey);
  // While only the first part of a long list is here, it shows as it is (server order, no
  // city, no sort): any other view waits for the whole list.
  const arriving = ready !== undefined && !ready.complete;
  const firstPartShows = arriving && query.city === '' && query.sort === '';
  const shown = ready && (ready.complete || firstPartShows) ? ready : undefined;

  return (
    <main className={styles.page}>
      {before}
      <div className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        <ListingControls query={query} disabled={arriving} />
      </div>
      {(data.status === 'loading' || (ready && !shown)) && <CardGridSkeleton label={`Loading ${heading}`} />}
      {data.status === 'error' && (
        <ErrorState title="We could not load this list." error={data.error} onRetry={data.retry} />
      )}
      {shown?.count === 0 && (
        <EmptyState title="Nothing here yet">
          New places are added every week. Please check back soon.
        </EmptyState>
      )}
      {shown && shown.count > 0 && (
        <>
          {listing.cityHasNoItems && (
            <p className={styles.note} role="status">
              No places in this city yet, so everything is shown.
            </p>
          )}
          <ItemGrid
            label={heading}
            items={shown.complete ? listing.items : shown.items}
            count={shown.complete ? listing.items.length : shown.count}
            linkFor={(item) => {
              const link = linkFor(item, { isFiltered: listing.isFiltered });
              return link && withCity(link);
            }}
            itemSource={itemSource}
            onSized={restoreScroll}
          />
        </>
      )}
      {after}
    </main>
  );
}
