import { paths, SectionNotFound, SectionRoutes, type SectionRoute } from '@zomato/shared';
import { DeliveryPlaceholder } from '../features/listing/delivery-placeholder';

const routes: SectionRoute[] = [
  { path: paths.delivery, render: () => <DeliveryPlaceholder heading="Order Food Online In NCR Delhi" /> },
  {
    path: paths.deliveryCategory,
    render: ({ category }) => <DeliveryPlaceholder heading={`Order your ${category ?? ''}`} />,
  },
];

/** delivery-mfe's routes, mounted by the shell under /delivery. */
export default function DeliveryApp() {
  return (
    <SectionRoutes
      routes={routes}
      notFound={<SectionNotFound backTo={paths.delivery} backLabel="Back to Delivery" />}
    />
  );
}
