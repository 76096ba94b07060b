import { CollectionsBlock, ListingPage, toPath } from '@zomato/shared';
import { loadRestaurants } from '../api/restaurants';

// Unlike the general delivery listing, a filtered card here still leads to its detail.
const linkFor = (restaurant: { id: number }) => toPath.diningItem(restaurant.id);

/** /dinning: the dine-out listing (SPEC section 2) with the collections block below it. */
export function DiningListing() {
  return (
    <ListingPage
      heading="Dine-Out Restaurants In NCR Delhi"
      load={loadRestaurants}
      loadKey="dining/restaurants"
      linkFor={linkFor}
      after={<CollectionsBlock />}
    />
  );
}
