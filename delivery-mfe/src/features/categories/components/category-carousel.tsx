import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import type Slider from 'react-slick';
import { carouselCategories, type CategoryEntry } from '../categories';
import { carouselSettings } from '../carousel-settings';
import { useDeferredSlick } from '../hooks/use-deferred-slick';
import { useDragGuard } from '../hooks/use-drag-guard';
import { useResponsiveSettings } from '../hooks/use-responsive-settings';
import { useTileKeys } from '../hooks/use-tile-keys';
import { LightStrip } from './light-strip';
import styles from './category-carousel.module.css';

/** Indexes of the slides slick shows now (it marks the others aria-hidden). */
function shownSlides(root: HTMLElement): number[] {
  return [...root.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="false"]')].map((slide) =>
    Number(slide.dataset.index),
  );
}

/**
 * Takes the tiles slick hides out of the tab order the moment it hides them, and puts those it
 * shows back: the tiles' own `focusable` follows a render later, and a hidden tile that can take
 * focus in between is one a keyboard user (or axe) finds off screen.
 */
function followHidden(root: HTMLElement) {
  for (const link of root.querySelectorAll<HTMLElement>('.slick-slide a')) {
    if (link.closest('[aria-hidden="true"]')) link.setAttribute('tabindex', '-1');
    else link.removeAttribute('tabindex');
  }
}

/** Where focus is in the carousel: a tile (by index) or a button (arrow, dot: by its name). */
type FocusPlace = { tile: number } | { button: string };

function placeOf(element: Element): FocusPlace | null {
  const slide = element.closest<HTMLElement>('.slick-slide');
  if (slide) return { tile: Number(slide.dataset.index) };
  const name = element.getAttribute('aria-label');
  return element instanceof HTMLButtonElement && name ? { button: name } : null;
}

/** The category carousel of /delivery (docs/product.md#carousel). */
export function CategoryCarousel({ entries = carouselCategories }: { entries?: readonly CategoryEntry[] }) {
  const headingId = useId();
  const settings = useResponsiveSettings(carouselSettings);
  const rootRef = useRef<HTMLElement>(null);
  const sliderRef = useRef<Slider>(null);
  const dragGuard = useDragGuard();
  const paging = {
    count: entries.length,
    slidesToShow: settings.slidesToShow ?? 1,
    slidesToScroll: settings.slidesToScroll ?? 1,
  };
  const slick = useDeferredSlick(sliderRef, paging);
  const tileKeys = useTileKeys(rootRef, sliderRef, paging, slick.load);
  // Only tiles on screen are in the tab order: a hidden one would take focus off screen
  // (and sit inside aria-hidden). The arrows, dots and arrow keys bring the others in.
  const [shown, setShown] = useState<string | null>(null);

  const readShown = () => {
    const root = rootRef.current;
    if (!root) return;
    followHidden(root);
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
    // slide), not only once the 400 ms slide has ended, and when a new strip replaces the
    // old (another width class, or slick taking over from the light strip).
    const observer = new MutationObserver(readShown);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
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

  // A new strip (react-slick replacing the first view's strip, or a new width class: the
  // Slider's key) takes the focused element with the old one, and focus would fall to the
  // page (a phone's page hydrates at the wide class first, so a tile focused early is lost
  // so). It is put back on the same tile or button.
  const focusPlace = useRef<FocusPlace | null>(null);
  const onFocus = (event: FocusEvent) => {
    slick.load();
    focusPlace.current = placeOf(event.target);
  };
  // Focus moved in before the carousel was live (the server's page) fired no onFocus: it is read
  // once live, so a strip that replaces the first one still gives focus back.
  useEffect(() => {
    const focused = document.activeElement;
    if (!focused || !rootRef.current?.contains(focused)) return;
    slick.load();
    focusPlace.current = placeOf(focused);
    // Once, as the carousel comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // React hands on no event while it changes the page, so an element removed with the old
  // strip does not count as leaving: only focus that really moves out does.
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget)) focusPlace.current = null;
  };
  const strip = `${slick.SlickStrip ? 'slick' : 'light'} ${settings.slidesToShow}`;
  const drawnStrip = useRef(strip);
  useLayoutEffect(() => {
    if (drawnStrip.current === strip) return;
    const slickCame = !drawnStrip.current.startsWith('slick') && slick.SlickStrip !== null;
    drawnStrip.current = strip;
    const place = focusPlace.current;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && place && 'tile' in place) tileKeys.refocus(place.tile);
    if (lost && place && 'button' in place) {
      const buttons = rootRef.current?.querySelectorAll('button') ?? [];
      [...buttons]
        .find((button) => button.getAttribute('aria-label') === place.button)
        ?.focus({ preventScroll: true });
    }
    if (slickCame) {
      // What was asked for while slick was on its way: a page (arrow, dot, swipe), a key.
      slick.resume();
      tileKeys.resume();
    }
  });

  const isShown = (index: number) => shown === null || shown.split(',').includes(String(index));
  const onPointerDown = (event: PointerEvent) => {
    dragGuard.onPointerDown(event);
    slick.pointer.onPointerDown(event);
  };

  return (
    // The handlers only see events of the tiles' links (keys, a drag's click): the section
    // delegates for them, it is not itself interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.carousel}
      aria-labelledby={headingId}
      ref={rootRef}
      onKeyDown={tileKeys.onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      {...dragGuard}
      {...slick.pointer}
      onPointerDown={onPointerDown}
    >
      <h2 id={headingId} className={styles.title}>
        Inspiration for your first order
      </h2>
      {slick.SlickStrip ? (
        <slick.SlickStrip
          settings={settings}
          entries={entries}
          isShown={isShown}
          sliderRef={sliderRef}
          onChange={sync}
        />
      ) : (
        // A new width class draws a new strip, as slick's does (its key): new elements, not
        // the old ones moved (the browser counts moved ones as a layout shift).
        <LightStrip
          key={settings.slidesToShow}
          settings={settings}
          entries={entries}
          isShown={isShown}
          onPage={slick.changePage}
        />
      )}
    </section>
  );
}
