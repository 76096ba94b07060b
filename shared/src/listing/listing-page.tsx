import { useEffect, type ReactNode } from 'react';
import { useResource } from '../data/use-resource';
import { usePageTitle } from '../ui/page-title';
import { CardGridSkeleton, EmptyState, ErrorState } from '../ui/states';
import type { FoodItem } from '../types/entities';
import { ItemGrid } from './item-grid';
import { ListingControls } from './listing-controls';
import { useListing } from './use-listing';
import styles from './listing.module.css';

export interface ListingPageProps<T extends FoodItem> {
  heading: string;
  /** Loads the list; `loadKey` names it (a new key loads again). */
  load: (signal: AbortSignal) => Promise<T[]>;
  loadKey: string;
  /** Where a card goes; undefined makes it not clickable. */
  linkFor: (item: T, listing: { isFiltered: boolean }) => string | undefined;
  /** Above the controls (e.g. a carousel) and below the grid (e.g. a promo footer). */
  before?: ReactNode;
  after?: ReactNode;
}

/** A listing page of docs/product.md#listing-rules: heading, city/price/rating controls, the grid. */
export function ListingPage<T extends FoodItem>({
  heading,
  load,
  loadKey,
  linkFor,
  before,
  after,
}: ListingPageProps<T>) {
  const resource = useResource(load, [loadKey]);
  const listing = useListing(resource.status === 'ready' ? resource.data : undefined);
  usePageTitle(heading);

  useEffect(() => {
    // docs/product.md#listing-rules: listing pages scroll smoothly to the top on open.
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [loadKey]);

  return (
    <main className={styles.page}>
      {before}
      <div className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        <ListingControls
          priceSort={listing.priceSort}
          ratingSort={listing.ratingSort}
          onPriceSort={listing.setPriceSort}
          onRatingSort={listing.setRatingSort}
        />
      </div>
      {resource.status === 'loading' && <CardGridSkeleton label={`Loading ${heading}`} />}
      {resource.status === 'error' && (
        <ErrorState title="We could not load this list." error={resource.error} onRetry={resource.retry} />
      )}
      {resource.status === 'ready' && resource.data.length === 0 && (
        <EmptyState title="Nothing here yet">
          New places are added every week. Please check back soon.
        </EmptyState>
      )}
      {resource.status === 'ready' && resource.data.length > 0 && (
        <>
          {listing.cityHasNoItems && (
            <p className={styles.note} role="status">
              No places in this city yet, so everything is shown.
            </p>
          )}
          <ItemGrid
            items={listing.items}
            linkFor={(item) => linkFor(item, { isFiltered: listing.isFiltered })}
          />
        </>
      )}
      {after}
    </main>
  );
}
