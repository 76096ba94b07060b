import {
  AddToCartDetail,
  DetailPage,
  fetchItem,
  formatDetailPrice,
  SectionNotFound,
  type ListSource,
} from '@zomato/shared';
import { isItemId } from '../item-id';

interface Props {
  /** The list whose item endpoint serves this id ('random' for /delivery/{id}). */
  source: ListSource;
  id: string | undefined;
  backTo: string;
  backLabel: string;
}

/** A delivery detail (SPEC section 2): 'Rs . {price} /-' and ADD TO CART. */
export function DeliveryDetail({ source, id, backTo, backLabel }: Props) {
  if (!isItemId(id)) {
    return <SectionNotFound title="We could not find that place" backTo={backTo} backLabel={backLabel} />;
  }
  return (
    <DetailPage
      load={(signal) => fetchItem(source, id, signal)}
      loadKey={`${source}/${id}`}
      backTo={backTo}
      backLabel={backLabel}
    >
      {(item) => <AddToCartDetail item={item} price={formatDetailPrice(item.price)} />}
    </DetailPage>
  );
}
