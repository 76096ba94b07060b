import {
  categorySources,
  fetchList,
  fetchListStart,
  ListingPage,
  toPath,
  type DeliveryCategory,
  type FoodItem,
} from '@zomato/shared';
import { categoryLabels } from '../../categories/categories';
import { PromoFooter } from '../../promos/components/promo-footer';

/** /delivery/{category}: that category's own list; every card goes to its detail. */
export function CategoryListing({ category }: { category: DeliveryCategory }) {
  return (
    <ListingPage
      heading={`Order your ${categoryLabels[category]}`}
      load={(signal) => fetchList<FoodItem>(categorySources[category], signal)}
      loadStart={(count, signal) => fetchListStart<FoodItem>(categorySources[category], count, signal)}
      loadKey={category}
      linkFor={(item) => toPath.deliveryCategoryItem(category, item.id)}
      after={<PromoFooter />}
    />
  );
}
