import { type FoodItem, toPath } from '@zomato/shared';
import { fetchList, fetchListStart, sectionList, ListingPage } from '@zomato/section-ui';
import { CategoryCarousel } from '../../categories/components/category-carousel';

const source = sectionList('delivery');
const loadGeneral = (signal: AbortSignal) => fetchList<FoodItem>(source, signal);
const loadGeneralStart = (count: number, signal: AbortSignal) =>
  fetchListStart<FoodItem>(source, count, signal);

/**
 * /delivery: the category carousel and the general listing from '/random'. Every card opens its
 * detail, filtered or not: choosing a city must never block ordering (docs/product.md#delivery).
 */
export function DeliveryLanding() {
  return (
    <ListingPage
      heading="Order Food Online In NCR Delhi"
      load={loadGeneral}
      loadStart={loadGeneralStart}
      loadKey={source}
      linkFor={(item) => toPath.deliveryItem(item.id)}
      itemSource={source}
      before={<CategoryCarousel />}
    />
  );
}
