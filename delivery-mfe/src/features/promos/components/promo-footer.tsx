import { useId } from 'react';
import { DecorativeImage } from '@zomato/section-ui';
import { promos, type Promo } from '../promos';
import styles from './promo-footer.module.css';

/** The footer of four promotional images on each category listing; below the fold, so lazy. */
export function PromoFooter() {
  const headingId = useId();
  return (
    <section className={styles.footer} aria-labelledby={headingId} data-testid="promo-footer">
      <h2 id={headingId} className={styles.title}>
        More to enjoy
      </h2>
      <ul className={`bare-list ${styles.list}`}>
        {promos.map((promo) => (
          <li key={promo.id}>
            <PromoCard promo={promo} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PromoCard({ promo }: { promo: Promo }) {
  return (
    <figure className={`panel ${styles.promo}`}>
      <DecorativeImage
        className={`cover-image ${styles.image}`}
        src={promo.image}
        width={480}
        height={270}
        lazy
      />
      <figcaption className={styles.caption}>
        <strong className={styles.promoTitle}>{promo.title}</strong>
        <span className={styles.text}>{promo.text}</span>
      </figcaption>
    </figure>
  );
}
