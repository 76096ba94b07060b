import { Link } from 'react-router-dom';
import { DecorativeImage, useWithCity } from '@zomato/section-ui';
import styles from './category-carousel.module.css';
import type { CategoryEntry } from '../categories';

/**
 * One carousel entry. react-slick clones its children with tabIndex -1 and a style;
 * this wrapper takes them (they are not forwarded) so the link itself stays tabbable.
 */
export function CategoryTile({ entry, focusable }: { entry: CategoryEntry; focusable: boolean }) {
  const withCity = useWithCity();
  return (
    <div className={styles.slide}>
      {/* Not draggable: a press-and-move on a tile drags the strip, not the link or picture. */}
      <Link
        to={withCity(entry.route)}
        className={styles.tile}
        tabIndex={focusable ? undefined : -1}
        draggable={false}
      >
        <DecorativeImage
          className={styles.image}
          src={entry.image}
          width={120}
          height={120}
          draggable={false}
        />
        <span className={styles.label}>{entry.food}</span>
      </Link>
    </div>
  );
}
