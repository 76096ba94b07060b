import {
  categorySources,
  isDeliveryCategory,
  paths,
  SectionNotFoundPage,
  SectionRoutes,
  toPath,
  type SectionRoute,
  isItemId,
} from '@zomato/shared';
import { categoryLabels } from '../features/categories/categories';
import { DeliveryDetail } from '../features/detail/components/delivery-detail';
import { CategoryListing } from '../features/listing/components/category-listing';
import { DeliveryLanding } from '../features/listing/components/delivery-landing';

const notFound = <SectionNotFoundPage backTo={paths.delivery} backLabel="Back to Delivery" />;

const routes: SectionRoute[] = [
  { path: paths.delivery, render: () => <DeliveryLanding /> },
  {
    // One segment is either a category listing or an item of the general ('random') list.
    path: paths.deliveryCategory,
    render: ({ category = '' }) => {
      if (isDeliveryCategory(category)) return <CategoryListing key={category} category={category} />;
      if (isItemId(category)) {
        return (
          <DeliveryDetail
            source="random"
            id={category}
            backTo={paths.delivery}
            backLabel="Back to Delivery"
          />
        );
      }
      return notFound;
    },
  },
  {
    path: paths.deliveryCategoryItem,
    render: ({ category = '', id }) =>
      isDeliveryCategory(category) ? (
        <DeliveryDetail
          source={categorySources[category]}
          id={id}
          backTo={toPath.deliveryCategory(category)}
          backLabel={`Back to ${categoryLabels[category]}`}
        />
      ) : (
        notFound
      ),
  },
];

/** delivery-mfe's routes, mounted by the shell under /delivery (and standalone for QA). */
export default function DeliveryApp() {
  return <SectionRoutes routes={routes} notFound={notFound} />;
}
