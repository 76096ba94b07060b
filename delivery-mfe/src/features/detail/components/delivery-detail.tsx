import { type ListSource, AddToCartDetail, DetailPage, formatDetailPrice } from '@zomato/section-ui';

interface Props {
  /** The list this id is of ('random' for /delivery/{id}); the route's loader loads it. */
  source: ListSource;
  id: string | undefined;
  backTo: string;
  backLabel: string;
}

/**
 * A delivery detail (docs/product.md#detail-pages): 'Rs . {price} /-' and ADD TO CART. The back link
 * stays above the cart view after ADD TO CART: the way back to keep ordering.
 */
export function DeliveryDetail({ source, id, backTo, backLabel }: Props) {
  return (
    <DetailPage id={id} source={source} backTo={backTo} backLabel={backLabel}>
      {(item) => <AddToCartDetail item={item} price={formatDetailPrice(item.price)} />}
    </DetailPage>
  );
}
