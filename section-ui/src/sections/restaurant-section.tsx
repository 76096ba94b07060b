import type { ReactNode } from 'react';
import { useParams, type RouteObject } from 'react-router-dom';
import { paths, sectionLabels, toPath, type FoodItem, type SectionModule } from '@zomato/shared';
import { fetchList, fetchListStart, sectionList } from '../data/catalog';
import { itemLoader } from '../detail/item-loader';
import { DetailPage, DetailView } from '../detail/lazy-detail';
import { SectionNotFoundPage } from '../detail/section-not-found-page';
import { formatRestaurantPrice } from '../format/price';
import { ListingPage } from '../listing/listing-page';

/** The sections that list restaurants (docs/product.md#dining-and-nightlife). */
export type RestaurantSectionKey = 'dining' | 'nightlife';

/** Each section's list, item path and calls, made once (stable for the listing's effects). */
function sectionParts(section: RestaurantSectionKey, itemPath: string, linkTo: (id: number) => string) {
  const source = sectionList(section);
  return {
    source,
    itemPath,
    load: (signal: AbortSignal) => fetchList(source, signal),
    // Its first items and length, for a server render (docs/data-service.md#large-catalogues).
    loadStart: (count: number, signal: AbortSignal) => fetchListStart<FoodItem>(source, count, signal),
    // Unlike the general delivery listing, a filtered card here still leads to its detail.
    linkFor: (restaurant: FoodItem) => linkTo(restaurant.id),
  };
}
const parts = {
  dining: sectionParts('dining', paths.diningItem, toPath.diningItem),
  nightlife: sectionParts('nightlife', paths.nightlifeItem, toPath.nightlifeItem),
};

export interface RestaurantSectionProps {
  section: RestaurantSectionKey;
  /** The listing's heading, e.g. 'Dine-Out Restaurants In NCR Delhi'. */
  heading: string;
  /** The link back from a restaurant to the listing, e.g. 'Back to Dine-Out restaurants'. */
  detailBackLabel: string;
  /** Above the listing's controls (dining: the collections block). */
  before?: ReactNode;
}

/**
 * A section of restaurants, as dining-mfe and nightlife-mfe each expose it for their own
 * section (docs/product.md#dining-and-nightlife): its routes, the section's list at its path,
 * every card leading to /<section>/<id> even while filtered, a restaurant priced 'Rs . {price}'
 * without a cart button; and the section's not-found page.
 */
export function restaurantSection({
  section,
  heading,
  detailBackLabel,
  before,
}: RestaurantSectionProps): SectionModule {
  const { source, itemPath, load, loadStart, linkFor } = parts[section];
  const backTo = paths[section];
  function Restaurant() {
    const { id } = useParams();
    return (
      <DetailPage id={id} source={source} backTo={backTo} backLabel={detailBackLabel}>
        {(restaurant) => <DetailView item={restaurant} price={formatRestaurantPrice(restaurant.price)} />}
      </DetailPage>
    );
  }
  const routes: RouteObject[] = [
    {
      id: `${section}:listing`,
      path: backTo,
      element: (
        <ListingPage
          heading={heading}
          load={load}
          loadStart={loadStart}
          loadKey={`${section}/restaurants`}
          linkFor={linkFor}
          itemSource={source}
          before={before}
        />
      ),
    },
    {
      id: `${section}:restaurant`,
      path: itemPath,
      loader: itemLoader(({ id }) => ({ source, id })),
      Component: Restaurant,
    },
  ];
  return {
    routes,
    notFound: <SectionNotFoundPage backTo={backTo} backLabel={`Back to ${sectionLabels[section]}`} />,
  };
}
