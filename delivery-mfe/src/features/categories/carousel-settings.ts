import type { Settings } from 'react-slick';

/**
 * docs/product.md#carousel: 7 entries at a time, 400 ms. Narrower screens show fewer, larger
 * tiles (breakpoints are window widths, react-slick's `responsive`). Not infinite:
 * with 8 entries, clones would repeat links and confuse keyboard and screen readers.
 */
export const carouselSettings: Settings = {
  // Off: slick's arrow keys page the strip away from the focused tile. useTileKeys moves
  // focus tile by tile instead, paging only to bring the next tile on screen.
  accessibility: false,
  arrows: true,
  dots: true,
  infinite: false,
  speed: 400,
  // A second click during the 400 ms slide counts (slick ignores it by default).
  waitForAnimate: false,
  slidesToShow: 7,
  slidesToScroll: 1,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 5, slidesToScroll: 3 } },
    { breakpoint: 768, settings: { slidesToShow: 4, slidesToScroll: 4 } },
    { breakpoint: 520, settings: { slidesToShow: 3, slidesToScroll: 3 } },
  ],
};
