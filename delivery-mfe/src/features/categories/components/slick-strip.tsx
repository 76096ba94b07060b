import type { RefObject } from 'react';
import Slider, { type Settings } from 'react-slick';
import type { CategoryEntry } from '../categories';
import { CarouselArrow } from './carousel-arrow';
import { CategoryTile } from './category-tile';
import styles from './category-carousel.module.css';

export interface SlickStripProps {
  settings: Settings;
  entries: readonly CategoryEntry[];
  isShown: (index: number) => boolean;
  sliderRef?: RefObject<Slider | null>;
  /** Runs when slick starts, restarts or ends a slide (the slides shown may have changed). */
  onChange?: () => void;
}

/**
 * The strip as react-slick draws and moves it. Loaded on the first sign of use, in a chunk
 * of its own (docs/architecture.md#first-visit-javascript): until then LightStrip draws
 * the same first frame.
 */
export function SlickStrip({ settings, entries, isShown, sliderRef, onChange }: SlickStripProps) {
  return (
    // A new width class starts a fresh slider at the first page: slick's own state
    // (current slide, active dot) is only consistent for the settings it started with.
    <Slider
      key={settings.slidesToShow}
      ref={sliderRef}
      {...settings}
      className={styles.slider}
      dotsClass={styles.dots}
      prevArrow={<CarouselArrow direction="previous" />}
      nextArrow={<CarouselArrow direction="next" />}
      customPaging={(index) => <button type="button" aria-label={`Show categories, page ${index + 1}`} />}
      onInit={onChange}
      onReInit={onChange}
      afterChange={onChange}
    >
      {entries.map((entry, index) => (
        <CategoryTile key={entry.id} entry={entry} focusable={isShown(index)} />
      ))}
    </Slider>
  );
}
