import { categoryLabels, isDeliveryCategory, isItemId, paths, sectionLabels, toPath } from '@zomato/shared';
import { type SectionRoute, SectionRoutes, sectionList, SectionNotFoundPage } from '@zomato/section-ui';
import { DeliveryDetail } from '../features/detail/components/delivery-detail';
import { CategoryListing } from '../features/listing/components/category-listing';
import { DeliveryLanding } from '../features/listing/components/delivery-landing';

const backToDelivery = `Back to ${sectionLabels.delivery}`;
const notFound = <SectionNotFoundPage backTo={paths.delivery} backLabel={backToDelivery} />;

const routes: SectionRoute[] = [
  { path: paths.delivery, render: () => <DeliveryLanding /> },
  {
    // One segment is either a category listing or an item of the general list ('/random').
    path: paths.deliveryCategory,
    render: ({ category = '' }) => {
      if (isDeliveryCategory(category)) return <CategoryListing key={category} category={category} />;
      if (isItemId(category)) {
        return (
          <DeliveryDetail
            source={sectionList('delivery')}
            id={category}
            backTo={paths.delivery}
            backLabel={backToDelivery}
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
          source={category}
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
