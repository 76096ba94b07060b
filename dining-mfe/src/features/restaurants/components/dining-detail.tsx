import { DetailPage, DetailView, formatRestaurantPrice, paths } from '@zomato/shared';
import { loadRestaurant } from '../api/restaurants';

/** /dinning/{id}: one restaurant, priced 'Rs . {price}' and without a cart button. */
export function DiningDetail({ id }: { id: string | undefined }) {
  return (
    <DetailPage
      id={id}
      load={loadRestaurant}
      source="restaurants"
      backTo={paths.dining}
      backLabel="Back to Dine-Out restaurants"
    >
      {(restaurant) => <DetailView item={restaurant} price={formatRestaurantPrice(restaurant.price)} />}
    </DetailPage>
  );
}
