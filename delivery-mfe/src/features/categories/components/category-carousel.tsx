import { useEffect, useId, useRef, useState } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { CategoryEntry } from '@zomato/shared';
import { carouselCategories } from '../categories';
import { carouselSettings } from '../carousel-settings';
import { useResponsiveSettings } from '../hooks/use-responsive-settings';
import { CarouselArrow } from './carousel-arrow';
import { CategoryTile } from './category-tile';
import styles from './category-carousel.module.css';

/** Indexes of the slides slick shows now (it marks the others aria-hidden). */
function shownSlides(root: HTMLElement): number[] {
  return [...root.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="false"]')].map((slide) =>
    Number(slide.dataset.index),
  );
}

/** The category carousel of /delivery (SPEC sections 1 and 9). */
export function CategoryCarousel({ entries = carouselCategories }: { entries?: readonly CategoryEntry[] }) {
  const headingId = useId();
  const settings = useResponsiveSettings(carouselSettings);
  const rootRef = useRef<HTMLElement>(null);
  // Only tiles on screen are in the tab order: a hidden one would take focus off screen
  // (and sit inside aria-hidden). The arrows and arrow keys bring the others in.
  const [shown, setShown] = useState<string | null>(null);

  const sync = () => {
    const root = rootRef.current;
    if (!root) return;
    const next = shownSlides(root).join(',');
    setShown((previous) => (previous === next ? previous : next));
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && root.contains(focused) && focused.closest('[aria-hidden="true"]')) {
      // The focused tile scrolled away (arrow keys): keep focus on one that is visible.
      root.querySelector<HTMLElement>('.slick-slide[aria-hidden="false"] a')?.focus();
    }
  };

  // slick's onInit runs before this section's ref is set: read the first state here.
  useEffect(sync, []);

  const isShown = (index: number) => shown === null || shown.split(',').includes(String(index));

  return (
    <section className={styles.carousel} aria-labelledby={headingId} ref={rootRef}>
      <h2 id={headingId} className={styles.title}>
        Inspiration for your first order
      </h2>
      {/* A new width class starts a fresh slider at the first page: slick's own state
          (current slide, active dot) is only consistent for the settings it started with. */}
      <Slider
        key={settings.slidesToShow}
        {...settings}
        className={styles.slider}
        dotsClass={styles.dots}
        prevArrow={<CarouselArrow direction="previous" />}
        nextArrow={<CarouselArrow direction="next" />}
        customPaging={(index) => <button type="button" aria-label={`Show categories, page ${index + 1}`} />}
        onInit={sync}
        onReInit={sync}
        afterChange={sync}
      >
        {entries.map((entry, index) => (
          <CategoryTile key={entry.id} entry={entry} focusable={isShown(index)} />
        ))}
      </Slider>
    </section>
  );
}
