import { useRef, useState, type ComponentType, type PointerEvent, type RefObject } from 'react';
import type Slider from 'react-slick';
import type { SlickStripProps } from '../components/slick-strip';
import { pageStarts, type Paging } from './use-tile-keys';

/** A page asked for by an arrow (a step) or a dot (its page). */
export type PageChange = { step: -1 | 1 } | { page: number };

/** slick pages after a swipe longer than a fifth of the strip (its touchThreshold, 5). */
const swipeShare = 1 / 5;

/**
 * react-slick, loaded on the first sign of use of the strip (docs/architecture.md#first-visit-javascript):
 * the pointer entering or pressing it, a touch, focus inside it, an arrow. Until it is here,
 * LightStrip draws the strip; an arrow, a dot or a swipe meanwhile is not lost: the page it
 * asks for is kept and shown once slick has mounted (`resume`).
 */
export function useDeferredSlick(slider: RefObject<Slider | null>, paging: Paging) {
  const [SlickStrip, setSlickStrip] = useState<ComponentType<SlickStripProps> | null>(null);
  const loading = useRef(false);
  const wantedPage = useRef<number | null>(null);
  const press = useRef<{ x: number; width: number } | null>(null);
  // A press begun on the light strip and not yet released. slick draws new elements: drawn
  // between a tile's press and its release, it would take the pressed link away, and the
  // click would land on the strip, opening nothing. So it waits for the release and the click
  // after it (the same task: a timer runs later). A state, not a ref: a press is a discrete
  // event, rendered before the next, so a slick render already on its way waits too. Released
  // anywhere (off the strip too); a press the browser takes for a scroll ends with the next.
  const [pressing, setPressing] = useState(false);
  const holdWhilePressed = () => {
    if (slider.current) return;
    setPressing(true);
    addEventListener('pointerup', () => setTimeout(setPressing, 0, false), { once: true, capture: true });
  };

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import(/* webpackChunkName: "react-slick" */ '../components/slick-strip').then(
      (module) => setSlickStrip(() => module.SlickStrip),
      // Offline for a moment: the next sign of use tries again.
      () => {
        loading.current = false;
      },
    );
  };

  const changePage = (change: PageChange) => {
    const starts = pageStarts(paging);
    const now = slider.current;
    if (now) {
      // slick came while the press was on its way (a swipe begun on the light strip).
      if ('page' in change) now.slickGoTo(starts[change.page] ?? 0);
      else if (change.step > 0) now.slickNext();
      else now.slickPrev();
      return;
    }
    const page = 'page' in change ? change.page : (wantedPage.current ?? 0) + change.step;
    wantedPage.current = Math.min(Math.max(page, 0), starts.length - 1);
    load();
  };

  /** Shows the page asked for before slick was here (call once it has mounted). */
  const resume = () => {
    const page = wantedPage.current;
    wantedPage.current = null;
    if (page) slider.current?.slickGoTo(pageStarts(paging)[page] ?? 0);
  };

  const pointer = {
    onPointerEnter: load,
    onTouchStart: load,
    onPointerDown: (event: PointerEvent) => {
      holdWhilePressed();
      load();
      const list = event.target instanceof Element ? event.target.closest('.slick-list') : null;
      // A press on the light strip: slick will not have seen it start, so its swipe is read here.
      press.current = !slider.current && list ? { x: event.clientX, width: list.clientWidth } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const start = press.current;
      press.current = null;
      const dx = start ? event.clientX - start.x : 0;
      if (start && Math.abs(dx) > start.width * swipeShare) changePage({ step: dx < 0 ? 1 : -1 });
    },
  };

  return { SlickStrip: pressing ? null : SlickStrip, load, changePage, resume, pointer };
}
