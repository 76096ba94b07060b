import { startTransition, useEffect, useRef, useState, type CSSProperties } from 'react';
import 'slick-carousel/slick/slick.css';
import { pageStarts } from '../hooks/use-tile-keys';
import type { SlickStripProps } from './slick-strip';
import { CarouselArrow } from './carousel-arrow';
import { CategoryTile } from './category-tile';
import styles from './category-carousel.module.css';

export interface LightStripProps extends Pick<SlickStripProps, 'settings' | 'entries' | 'isShown'> {
  /** An arrow or a dot pressed before react-slick is here: the page wanted (`pageStarts`). */
  onPage: (change: { step: -1 | 1 } | { page: number }) => void;
}

/**
 * react-slick's first frame, drawn without react-slick (docs/architecture.md#first-visit-javascript):
 * the same elements, classes and percentage geometry slick renders before it has measured
 * (its server render), at the first page. The server and hydration draw this; SlickStrip
 * replaces it on the first sign of use, and slick takes over from the same picture. After
 * hydration it sizes the slides in whole pixels as slick does once it has measured.
 * category-carousel.test.tsx holds the two markups equal.
 */
export function LightStrip({ settings, entries, isShown, onPage }: LightStripProps) {
  const count = entries.length;
  const slidesToShow = Math.min(settings.slidesToShow ?? 1, count);
  const slidesToScroll = settings.slidesToScroll ?? 1;
  const pages = pageStarts({ count, slidesToShow, slidesToScroll }).length;
  const listRef = useRef<HTMLDivElement>(null);
  // Once in the browser, slick's measured geometry: whole-pixel slides, ceil(list width / shown).
  const [slideWidth, setSlideWidth] = useState<number>();
  // Read when the browser has laid the list out (a ResizeObserver: no layout forced in the
  // middle of hydration) and drawn in a transition: after hydration the page's longest tasks
  // were this strip measured and redrawn at once. The first view matches to the sub-pixel.
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() =>
      startTransition(() => setSlideWidth(Math.ceil(list.offsetWidth / slidesToShow) || undefined)),
    );
    observer.observe(list);
    return () => observer.disconnect();
  }, [slidesToShow]);
  // Before: slick's server geometry, in percentages of the list.
  const track: CSSProperties = slideWidth
    ? { width: slideWidth * count, left: 0 }
    : { width: `${(count * 100) / slidesToShow}%`, left: '0%' };
  const slide: CSSProperties = { outline: 'none', width: slideWidth ?? `${100 / count}%` };
  // Until then, the screen's width class comes from CSS (styles.firstView): the server
  // cannot know the screen and draws the wide settings' strip.
  const firstView = slideWidth === undefined;
  return (
    <div
      className={`slick-slider ${styles.slider}${firstView ? ` ${styles.firstView}` : ''} slick-initialized`}
      dir="ltr"
      style={firstView ? ({ '--slides': count } as CSSProperties) : undefined}
    >
      {settings.arrows && <CarouselArrow direction="previous" />}
      <div className="slick-list" ref={listRef}>
        <div className="slick-track" style={track}>
          {entries.map((entry, index) => (
            <div
              key={entry.id}
              data-index={index}
              className={`slick-slide${index < slidesToShow ? ' slick-active' : ''}${index === 0 ? ' slick-current' : ''}`}
              tabIndex={-1}
              aria-hidden={index >= slidesToShow}
              style={slide}
            >
              <div>
                {/* A tile its slide hides is out of the tab order from the server's HTML on. */}
                <CategoryTile entry={entry} focusable={index < slidesToShow && isShown(index)} />
              </div>
            </div>
          ))}
        </div>
      </div>
      {settings.arrows && (
        <CarouselArrow
          direction="next"
          onClick={count > slidesToShow ? () => onPage({ step: 1 }) : undefined}
        />
      )}
      {settings.dots && count >= slidesToShow && (
        <ul style={{ display: 'block' }} className={styles.dots}>
          {Array.from({ length: pages }, (_, page) => (
            <li key={page} className={page === 0 ? 'slick-active' : ''}>
              <button
                type="button"
                aria-label={`Show categories, page ${page + 1}`}
                onClick={() => onPage({ page })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
