import { Link } from 'react-router-dom';
import { type FoodItem, imageSrcSet, imageUrl } from '@zomato/shared';
import { listedState } from '../detail/listed-item';
import { detailIntended } from '../detail/open-detail-early';
import { loadItemAhead } from '../detail/item-ahead';
import type { ListSource } from '../data/catalog';
import { formatCardPrice } from '../format/price';
import { formatRating, ratingValue } from '../format/rating';
import styles from './listing.module.css';

/**
 * One item of a grid: a link to its detail, or a plain card when `to` is absent. `first` (the
 * grid's first, the page's largest paint) loads its picture with the page, ahead of the others;
 * the rest load lazily, once laid out, so they never hold back the first one (the data service,
 * like any picture server, answers what it is asked in the order it is asked). A link carries its
 * item, and its detail's code starts loading on intent (../detail/open-detail-early.ts); a press
 * or touch asks for the item itself from `source`, the list whose endpoint serves it (../detail/item-ahead.ts).
 */
export function ItemCard({
  item,
  to,
  source,
  first = false,
}: {
  item: FoodItem;
  to?: string;
  source?: ListSource;
  first?: boolean;
}) {
  const pressed = source ? () => loadItemAhead(source, item.id) : undefined;
  const body = (
    <>
      <img
        className={styles.image}
        src={imageUrl(item.imgUrl)}
        srcSet={imageSrcSet(item.imgUrl)}
        alt=""
        width={400}
        height={300}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <div className={styles.cardTop}>
          <h2 className={styles.name}>{item.name}</h2>
          <span className={styles.rating} aria-label={`Rating ${ratingValue(item.rating)}`}>
            {formatRating(item.rating)}
          </span>
        </div>
        <div className={styles.cardMeta}>
          <p className={styles.variety}>{item.variety}</p>
          <p className={styles.price}>{formatCardPrice(item.price)}</p>
        </div>
        <p className={styles.place}>{item.place}</p>
      </div>
    </>
  );
  return to ? (
    <Link
      to={to}
      state={listedState(item)}
      className={`${styles.card} ${styles.clickable}`}
      data-testid="item-card"
      onPointerEnter={detailIntended}
      onFocus={detailIntended}
      onTouchStart={() => {
        detailIntended();
        pressed?.();
      }}
      onClick={pressed}
    >
      {body}
    </Link>
  ) : (
    <article className={styles.card} data-testid="item-card" data-clickable="false">
      {body}
    </article>
  );
}
