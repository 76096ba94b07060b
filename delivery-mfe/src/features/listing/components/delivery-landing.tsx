import { fetchList, fetchListStart, ListingPage, toPath, type FoodItem } from '@zomato/shared';
import { CategoryCarousel } from '../../categories/components/category-carousel';

const loadRandom = (signal: AbortSignal) => fetchList<FoodItem>('random', signal);
const loadRandomStart = (count: number, signal: AbortSignal) =>
  fetchListStart<FoodItem>('random', count, signal);

/**
 * /delivery: the category carousel and the general listing from '/random'. docs/product.md#delivery:
 * while the city filter picks items, those cards are not clickable here.
 */
export function DeliveryLanding() {
  return (
    <ListingPage
      heading="Order Food Online In NCR Delhi"
      load={loadRandom}
      loadStart={loadRandomStart}
      loadKey="random"
      linkFor={(item, { isFiltered }) => (isFiltered ? undefined : toPath.deliveryItem(item.id))}
      before={<CategoryCarousel />}
    />
  );
}
