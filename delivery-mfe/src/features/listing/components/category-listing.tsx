import {
  categoryLabels,
  fetchList,
  fetchListStart,
  ListingPage,
  toPath,
  type DeliveryCategory,
  type FoodItem,
} from '@zomato/shared';
import { PromoFooter } from '../../promos/components/promo-footer';

/** /delivery/{category}: that category's own list; every card goes to its detail. */
export function CategoryListing({ category }: { category: DeliveryCategory }) {
  return (
    <ListingPage
      heading={`Order your ${categoryLabels[category]}`}
      load={(signal) => fetchList<FoodItem>(category, signal)}
      loadStart={(count, signal) => fetchListStart<FoodItem>(category, count, signal)}
      loadKey={category}
      linkFor={(item) => toPath.deliveryCategoryItem(category, item.id)}
      after={<PromoFooter />}
    />
  );
}
