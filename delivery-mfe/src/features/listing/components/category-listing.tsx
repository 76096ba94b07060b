import { categoryLabels, type DeliveryCategory, type FoodItem, toPath } from '@zomato/shared';
import { fetchList, fetchListStart, ListingPage } from '@zomato/section-ui';
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
      itemSource={category}
      after={<PromoFooter />}
    />
  );
}
