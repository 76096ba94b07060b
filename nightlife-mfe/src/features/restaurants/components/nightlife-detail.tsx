import { DetailPage, DetailView, formatRestaurantPrice, paths } from '@zomato/shared';
import { loadRestaurant } from '../api/restaurants';

/** /nightlife/{id}: one restaurant, priced 'Rs . {price}' and without a cart button. */
export function NightlifeDetail({ id }: { id: string | undefined }) {
  return (
    <DetailPage
      id={id}
      load={loadRestaurant}
      source="restaurants"
      backTo={paths.nightlife}
      backLabel="Back to NightLife restaurants"
    >
      {(restaurant) => <DetailView item={restaurant} price={formatRestaurantPrice(restaurant.price)} />}
    </DetailPage>
  );
}
