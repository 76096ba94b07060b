import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Settings } from 'react-slick';
import { carouselCategories } from '../categories';
import { carouselSettings } from '../carousel-settings';
import { LightStrip } from '../components/light-strip';
import { SlickStrip } from '../components/slick-strip';
import styles from '../components/category-carousel.module.css';

/** The first view's own marker (its class and slide count, for the CSS's width classes): not slick's. */
const withoutFirstView = (html: string) =>
  html.replace(` ${styles.firstView}`, '').replace(/ style="--slides:\d+"/, '');

/** Every width class: the server's (7 at a time) and each breakpoint's. */
const widthClasses: [string, Settings][] = [
  ['the server and wide screens', carouselSettings],
  ...(carouselSettings.responsive ?? []).map(({ breakpoint, settings }): [string, Settings] => [
    `up to ${breakpoint} px`,
    { ...carouselSettings, ...(settings === 'unslick' ? {} : settings) },
  ]),
];

const shownOnFirstPage = (settings: Settings) => (index: number) => index < (settings.slidesToShow ?? 1);
const markup = (strip: React.ReactNode) => renderToString(<MemoryRouter>{strip}</MemoryRouter>);

describe('the light first view of the carousel (docs/architecture.md#first-visit-javascript)', () => {
  it.each(widthClasses)('draws what react-slick draws first, %s', (_, settings) => {
    const props = { settings, entries: carouselCategories, isShown: shownOnFirstPage(settings) };
    const light = markup(<LightStrip {...props} onPage={() => undefined} />);
    const slick = markup(<SlickStrip {...props} />);
    // Same elements, classes, percentage widths, aria-hidden, tab order, arrows and dots.
    expect(withoutFirstView(light)).toBe(slick);
    expect(light).toContain(`${styles.firstView} slick-initialized" dir="ltr" style="--slides:8"`);
    expect(light).toContain(`width:${800 / (settings.slidesToShow ?? 1)}%`);
  });

  it("gives each narrower width class its tiles in CSS, as the settings' breakpoints say", () => {
    // The server draws the wide class; the CSS sizes the strip for the screen until it is measured.
    const css = readFileSync(join(__dirname, '..', 'components', 'category-carousel.module.css'), 'utf8');
    const classes = [
      ...css.matchAll(
        /@media \(max-width: (\d+)px\) \{\s*\.firstView :global\(\.slick-track\) \{\s*width: calc\(var\(--slides\) \* 100% \/ (\d+)\) !important;/g,
      ),
    ].map(([, width, shown]) => ({ breakpoint: Number(width), slidesToShow: Number(shown) }));
    expect(classes).toEqual(
      (carouselSettings.responsive ?? []).map(({ breakpoint, settings }) => ({
        breakpoint,
        slidesToShow: settings === 'unslick' ? undefined : settings.slidesToShow,
      })),
    );
  });

  it('does not import react-slick for the first view', async () => {
    // react-slick is only in slick-strip, imported on the first use of the strip.
    await jest.isolateModulesAsync(async () => {
      jest.doMock('react-slick', () => {
        throw new Error('react-slick loaded by the first view');
      });
      await expect(import('../components/category-carousel')).resolves.toHaveProperty('CategoryCarousel');
      await expect(import('../components/slick-strip')).rejects.toThrow('react-slick loaded');
    });
  });
});
