import { CollectionsBlock, ListingPage, toPath } from '@zomato/shared';
import { loadRestaurants, loadRestaurantsStart } from '../api/restaurants';

// Unlike the general delivery listing, a filtered card here still leads to its detail.
const linkFor = (restaurant: { id: number }) => toPath.diningItem(restaurant.id);

/** /dinning: the collections block first (what a visitor browses by), then the dine-out listing. */
export function DiningListing() {
  return (
    <ListingPage
      heading="Dine-Out Restaurants In NCR Delhi"
      load={loadRestaurants}
      loadStart={loadRestaurantsStart}
      loadKey="dining/restaurants"
      linkFor={linkFor}
      before={<CollectionsBlock imageLoading="eager" />}
    />
  );
}
