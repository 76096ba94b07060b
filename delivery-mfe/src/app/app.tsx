import type { RouteObject } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { categoryLabels, isDeliveryCategory, isItemId, paths, sectionLabels, toPath } from '@zomato/shared';
import {
  addToCartAction,
  itemLoader,
  sectionList,
  SectionNotFoundPage,
  type ItemOfParams,
} from '@zomato/section-ui';
import { DeliveryDetail } from '../features/detail/components/delivery-detail';
import { CategoryListing } from '../features/listing/components/category-listing';
import { DeliveryLanding } from '../features/listing/components/delivery-landing';

const backToDelivery = `Back to ${sectionLabels.delivery}`;

/** What delivery shows at a path of its own that is no page (the shell's router draws it). */
export const notFound = <SectionNotFoundPage backTo={paths.delivery} backLabel={backToDelivery} />;

/** One segment is either a category listing or an item of the general list ('/random'). */
function CategoryOrItem() {
  const { category = '' } = useParams();
  if (isDeliveryCategory(category)) return <CategoryListing key={category} category={category} />;
  if (!isItemId(category)) return notFound;
  return (
    <DeliveryDetail
      source={sectionList('delivery')}
      id={category}
      backTo={paths.delivery}
      backLabel={backToDelivery}
    />
  );
}

function CategoryItem() {
  const { category = '', id } = useParams();
  if (!isDeliveryCategory(category)) return notFound;
  return (
    <DeliveryDetail
      source={category}
      id={id}
      backTo={toPath.deliveryCategory(category)}
      backLabel={`Back to ${categoryLabels[category]}`}
    />
  );
}

// The item each detail route shows and adds: an item of the general list, or a category's.
const generalItem: ItemOfParams = ({ category = '' }) =>
  isDeliveryCategory(category) ? undefined : { source: sectionList('delivery'), id: category };
const categoryItem: ItemOfParams = ({ category = '', id }) =>
  isDeliveryCategory(category) ? { source: category, id } : undefined;

/** delivery-mfe's routes: /delivery, the seven category listings and every item (the shell mounts them; so does QA's standalone page). */
export const routes: RouteObject[] = [
  { id: 'delivery:landing', path: paths.delivery, element: <DeliveryLanding /> },
  {
    id: 'delivery:category',
    path: paths.deliveryCategory,
    // A category's listing loads its own list.
    loader: itemLoader(generalItem),
    action: addToCartAction(generalItem),
    Component: CategoryOrItem,
  },
  {
    id: 'delivery:item',
    path: paths.deliveryCategoryItem,
    loader: itemLoader(categoryItem),
    action: addToCartAction(categoryItem),
    Component: CategoryItem,
  },
];
