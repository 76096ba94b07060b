import type { ReactNode } from 'react';
import { type FoodItem, imageSrcSet, imageUrl } from '@zomato/shared';
import { formatRating } from '../format/rating';
import styles from './detail.module.css';

/** The detail layout of docs/product.md#detail-pages: image, name, price, variety, Location, Rating. */
export function DetailView({
  item,
  price,
  children,
}: {
  item: FoodItem;
  price: string;
  children?: ReactNode;
}) {
  return (
    <article className={styles.detail}>
      <img
        className={`cover-image ${styles.image}`}
        src={imageUrl(item.imgUrl)}
        srcSet={imageSrcSet(item.imgUrl)}
        alt={item.name}
        width={400}
        height={300}
      />
      <div className={styles.info}>
        <h1 className={styles.name}>{item.name}</h1>
        <p className={styles.price} data-testid="detail-price">
          {price}
        </p>
        <p className={styles.variety}>{item.variety}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Location</dt>
            <dd>{item.place}</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>
              <span className={styles.rating}>{formatRating(item.rating)}</span>
            </dd>
          </div>
        </dl>
        {children}
      </div>
    </article>
  );
}
