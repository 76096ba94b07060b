import { Link } from 'react-router-dom';
import {
  AddToCartDetail,
  DetailPage,
  fetchItem,
  formatDetailPrice,
  SectionNotFound,
  type ListSource,
} from '@zomato/shared';
import { isItemId } from '../item-id';
import styles from './delivery-detail.module.css';

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
    return (
      <main>
        <SectionNotFound title="We could not find that place" backTo={backTo} backLabel={backLabel} />
      </main>
    );
  }
  return (
    <DetailPage
      key={`${source}/${id}`}
      load={(signal) => fetchItem(source, id, signal)}
      loadKey={`${source}/${id}`}
      backTo={backTo}
      backLabel={backLabel}
    >
      {(item) => (
        <>
          {/* Stays above the cart view after ADD TO CART: the way back to keep ordering. */}
          <Link to={backTo} className={styles.back}>
            <span aria-hidden="true">←</span> {backLabel}
          </Link>
          <AddToCartDetail item={item} price={formatDetailPrice(item.price)} />
        </>
      )}
    </DetailPage>
  );
}
