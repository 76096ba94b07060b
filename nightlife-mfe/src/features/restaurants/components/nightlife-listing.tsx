import { ListingPage, toPath } from '@zomato/shared';
import { loadRestaurants, loadRestaurantsStart } from '../api/restaurants';

// Unlike the general delivery listing, a filtered card here still leads to its detail.
const linkFor = (restaurant: { id: number }) => toPath.nightlifeItem(restaurant.id);

/** /nightlife: the nightlife listing (docs/product.md#dining-and-nightlife). */
export function NightlifeListing() {
  return (
    <ListingPage
      heading="NightLife Restaurants In NCR Delhi"
      load={loadRestaurants}
      loadStart={loadRestaurantsStart}
      loadKey="nightlife/restaurants"
      linkFor={linkFor}
    />
  );
}
