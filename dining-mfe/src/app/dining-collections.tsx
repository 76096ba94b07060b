import { CollectionsBlock } from '@zomato/section-ui';

/** Dine-out's first block, above the listing: the collections a visitor browses by, in view at once. */
export function DiningCollections() {
  return <CollectionsBlock imageLoading="eager" />;
}
