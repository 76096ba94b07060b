import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '@zomato/shared';
import { addToCartAction, AddToCartDetail, DetailPage, formatDetailPrice } from '@zomato/section-ui';

/** ADD TO CART on a dish of the global list, on both sides. */
export const action = addToCartAction(({ id }) => ({ source: 'global', id }));

/**
 * /search-details/{id}: the item from the '/global' source in the shared detail layout.
 * Its ADD TO CART really adds the item (docs/product.md#detail-pages), like every other detail page.
 * An unknown id is 'that dish' not found: the search box found it as one.
 */
export function SearchDetailsPage() {
  const { id } = useParams();
  useEffect(() => {
    // A result picked from the top bar may be opened while the page is scrolled down.
    window.scrollTo?.({ top: 0 });
  }, [id]);
  return (
    <DetailPage id={id} source="global" backTo={paths.home} backLabel="Back to the home page" itemKind="dish">
      {(item) => <AddToCartDetail item={item} price={formatDetailPrice(item.price)} />}
    </DetailPage>
  );
}
