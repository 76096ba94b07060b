import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { carouselCategories, type CategoryEntry } from '../categories';
import { carouselSettings } from '../carousel-settings';
import { useDragGuard } from '../hooks/use-drag-guard';
import { useResponsiveSettings } from '../hooks/use-responsive-settings';
import { useTileKeys } from '../hooks/use-tile-keys';
import { CarouselArrow } from './carousel-arrow';
import { CategoryTile } from './category-tile';
import styles from './category-carousel.module.css';

/** Indexes of the slides slick shows now (it marks the others aria-hidden). */
function shownSlides(root: HTMLElement): number[] {
  return [...root.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="false"]')].map((slide) =>
    Number(slide.dataset.index),
  );
}

/** The category carousel of /delivery (docs/product.md#carousel). */
export function CategoryCarousel({ entries = carouselCategories }: { entries?: readonly CategoryEntry[] }) {
  const headingId = useId();
  const settings = useResponsiveSettings(carouselSettings);
  const rootRef = useRef<HTMLElement>(null);
  const sliderRef = useRef<Slider>(null);
  const dragGuard = useDragGuard();
  const { onKeyDown, refocus } = useTileKeys(rootRef, sliderRef, {
    count: entries.length,
    slidesToShow: settings.slidesToShow ?? 1,
    slidesToScroll: settings.slidesToScroll ?? 1,
  });
  // Only tiles on screen are in the tab order: a hidden one would take focus off screen
  // (and sit inside aria-hidden). The arrows, dots and arrow keys bring the others in.
  const [shown, setShown] = useState<string | null>(null);

  const readShown = () => {
    const root = rootRef.current;
    if (!root) return;
    const next = shownSlides(root).join(',');
    setShown((previous) => (previous === next ? previous : next));
  };

  const sync = () => {
    readShown();
    const root = rootRef.current;
    const focused = document.activeElement;
    if (
      root &&
      focused instanceof HTMLElement &&
      root.contains(focused) &&
      focused.closest('[aria-hidden="true"]')
    ) {
      // The focused tile slid away (arrows, dots): keep focus on one that is visible.
      root.querySelector<HTMLElement>('.slick-slide[aria-hidden="false"] a')?.focus({ preventScroll: true });
    }
  };

  // slick's onInit runs before this section's ref is set: read the first state here.
  useEffect(sync, []);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    // The tab order follows slick's aria-hidden the moment it changes (a page starts to
    // slide), not only once the 400 ms slide has ended.
    const observer = new MutationObserver(readShown);
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    // slick moves the strip by transform. The browser may also scroll its clipped list to
    // reveal a tile (focus, scrollIntoView), which shifts the strip out of step with the
    // dots and the pointer: such a scroll is undone at once.
    const unscroll = (event: Event) => {
      const list = event.target;
      if (list instanceof HTMLElement && list.classList.contains('slick-list') && list.scrollLeft !== 0) {
        list.scrollLeft = 0;
      }
    };
    root.addEventListener('scroll', unscroll, true);
    return () => {
      observer.disconnect();
      root.removeEventListener('scroll', unscroll, true);
    };
  }, []);

  // A new width class makes a new strip (the Slider's key): the tile that had focus goes
  // with the old one, and focus would fall to the page (a phone's page hydrates at the
  // wide class first, so a tile focused early is lost so). It is put back on that tile.
  const focusedTile = useRef<number | null>(null);
  const onFocus = (event: FocusEvent) => {
    const slide = event.target.closest<HTMLElement>('.slick-slide');
    focusedTile.current = slide ? Number(slide.dataset.index) : null;
  };
  // React hands on no event while it changes the page, so a tile removed with the old
  // strip does not count as leaving: only focus that really moves out does.
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget)) focusedTile.current = null;
  };
  const slidesToShow = settings.slidesToShow;
  const widthClass = useRef(slidesToShow);
  useLayoutEffect(() => {
    if (widthClass.current === slidesToShow) return;
    widthClass.current = slidesToShow;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && focusedTile.current !== null) refocus(focusedTile.current);
  });

  const isShown = (index: number) => shown === null || shown.split(',').includes(String(index));

  return (
    // The handlers only see events of the tiles' links (keys, a drag's click): the section
    // delegates for them, it is not itself interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.carousel}
      aria-labelledby={headingId}
      ref={rootRef}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      {...dragGuard}
    >
      <h2 id={headingId} className={styles.title}>
        Inspiration for your first order
      </h2>
      {/* A new width class starts a fresh slider at the first page: slick's own state
          (current slide, active dot) is only consistent for the settings it started with. */}
      <Slider
        key={slidesToShow}
        ref={sliderRef}
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
