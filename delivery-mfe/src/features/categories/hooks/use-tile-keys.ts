import { useRef, type KeyboardEvent, type RefObject } from 'react';
import type Slider from 'react-slick';

export interface Paging {
  count: number;
  slidesToShow: number;
  slidesToScroll: number;
}

/**
 * The first slide of each page, as react-slick's dots count them without `infinite`: one
 * every `slidesToScroll`, the last page ending at the last slide. Going only to these keeps
 * the strip and the active dot in agreement.
 */
export function pageStarts({ count, slidesToShow, slidesToScroll }: Paging): number[] {
  const pages = count <= slidesToShow ? 1 : Math.ceil((count - slidesToShow) / slidesToScroll) + 1;
  return Array.from({ length: pages }, (_, page) =>
    Math.max(Math.min((page + 1) * slidesToScroll - 1, count - 1) - (slidesToScroll - 1), 0),
  );
}

/** The page to show so `index` is on screen: the nearest one in the direction of travel. */
export function pageFor(index: number, forward: boolean, paging: Paging): number {
  const fits = pageStarts(paging).filter((start) => index >= start && index < start + paging.slidesToShow);
  return (forward ? fits[0] : fits.at(-1)) ?? 0;
}

const slideOf = (element: Element) => element.closest<HTMLElement>('.slick-slide');
const isShown = (slide: HTMLElement | null) => slide?.getAttribute('aria-hidden') === 'false';

/**
 * Arrow keys on a focused tile move focus one tile on (Home/End: to the ends), paging the
 * strip only when that tile is off screen. Focus moves once the tile is shown, so it never
 * sits on a hidden slide, and every tile is reachable whatever the width.
 * `refocus` puts focus back on a tile after the strip was made anew (a new width class).
 * A move that needs paging while react-slick is not here yet (the first view draws the
 * strip without it) waits: `needSlider` is told, and `resume` makes the move once it is.
 */
export function useTileKeys(
  root: RefObject<HTMLElement | null>,
  slider: RefObject<Slider | null>,
  paging: Paging,
  needSlider?: () => void,
) {
  const pending = useRef(0);
  const waiting = useRef<{ target: number; forward: boolean } | null>(null);
  // The tile focus is on its way to while the strip pages: quick presses count from it.
  const heading = useRef<number | null>(null);
  // slick's slickGoTo acts a task later, outside React's event batch: two calls before
  // React shows the first each leave an end-of-slide timer, and the stale one slides the
  // strip back (focus then leaves the tile). So one page request is out at a time; quick
  // presses meanwhile only change the page wanted next.
  const requested = useRef<number | null>(null);
  const wanted = useRef<{ page: number; animate: boolean } | null>(null);

  const goTo = (page: number, animate: boolean) => {
    if (requested.current !== null) {
      wanted.current = { page, animate };
      return;
    }
    requested.current = page;
    slider.current?.slickGoTo(page, !animate);
    // Settled once slick marks the page's first slide current (or, at most, a second on).
    const settle = (frames: number) => {
      const current = root.current?.querySelector<HTMLElement>('.slick-slide.slick-current');
      if (current?.dataset.index !== String(page) && frames > 0) {
        requestAnimationFrame(() => settle(frames - 1));
        return;
      }
      requested.current = null;
      const next = wanted.current;
      wanted.current = null;
      if (next && next.page !== page) goTo(next.page, next.animate);
    };
    requestAnimationFrame(() => settle(60));
  };

  /** Shows the tile at `target` (paging towards it when it is off screen), then focuses it. */
  const focusTile = (target: number, forward: boolean, animate = true) => {
    const slide = root.current?.querySelector<HTMLElement>(`.slick-slide[data-index="${target}"]`);
    if (!slide) return;
    const attempt = ++pending.current;
    heading.current = target;
    waiting.current = null;
    if (!isShown(slide) && !slider.current) {
      waiting.current = { target, forward };
      needSlider?.();
      return;
    }
    if (!isShown(slide)) goTo(pageFor(target, forward, paging), animate);
    // Wait (a few frames at most) until slick shows the slide, then focus its tile.
    const focusWhenShown = (frames: number) => {
      if (attempt !== pending.current) return;
      if (isShown(slide) || frames === 0) heading.current = null;
      if (isShown(slide)) slide.querySelector('a')?.focus({ preventScroll: true });
      else if (frames > 0) requestAnimationFrame(() => focusWhenShown(frames - 1));
    };
    focusWhenShown(90);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const keys: Record<string, (index: number) => number> = {
      ArrowRight: (index) => index + 1,
      ArrowLeft: (index) => index - 1,
      Home: () => 0,
      End: () => paging.count - 1,
    };
    const step = keys[event.key];
    const from = event.target instanceof HTMLAnchorElement ? slideOf(event.target) : null;
    if (!step || !from || !root.current) return;
    event.preventDefault();
    const index = heading.current ?? Number(from.dataset.index);
    const target = Math.min(Math.max(step(index), 0), paging.count - 1);
    if (target !== index) focusTile(target, target > index);
  };

  /** Focus on the tile it was on (or on its way to) before the strip was replaced. */
  const refocus = (lastFocused: number) => focusTile(heading.current ?? lastFocused, true, false);

  /** Makes the move that waited for react-slick (it is here now). */
  const resume = () => {
    const move = waiting.current;
    waiting.current = null;
    if (move) focusTile(move.target, move.forward);
  };

  return { onKeyDown, refocus, resume };
}
