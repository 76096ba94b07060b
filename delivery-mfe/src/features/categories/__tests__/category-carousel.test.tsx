import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { installMatchMedia } from '../../../test-utils/match-media';
import { carouselSettings } from '../carousel-settings';
import { CategoryCarousel } from '../components/category-carousel';
import { activeBreakpoint } from '../hooks/use-responsive-settings';
import { pageFor, pageStarts } from '../hooks/use-tile-keys';

beforeAll(installMatchMedia);

const renderCarousel = () =>
  render(
    <MemoryRouter>
      <CategoryCarousel />
    </MemoryRouter>,
  );
const region = () => screen.getByRole('region', { name: 'Inspiration for your first order' });
/** react-slick, loaded on the first use of the strip, has taken over from the first view. */
const slickArrived = () =>
  act(async () => {
    await import('../components/slick-strip');
  });
const tile = (name: string) => within(region()).getByText(name).closest('a') as HTMLAnchorElement;

const expected = [
  ['Cake', '/delivery/cake'],
  ['Ice Cream', '/delivery/ice-cream'],
  ['Coffee', '/delivery/coffee'],
  ['Shake', '/delivery/shake'],
  ['Chaat', '/delivery/chaat'],
  ['Burger', '/delivery/burger'],
  ['Pizza', '/delivery/pizza'],
  ['French Fries', '/delivery/chaat'],
];

describe('CategoryCarousel', () => {
  it('lists the 8 categories in the product order, each a link with its picture (French Fries to chaat)', () => {
    renderCarousel();
    const links = region().querySelectorAll<HTMLAnchorElement>('.slick-slide a');
    expect([...links].map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    for (const link of links) expect(link.querySelector('img')).toHaveAttribute('src');
  });

  it('runs at 400 ms, 7 at a time on wide screens and fewer on narrow ones', () => {
    expect(carouselSettings.speed).toBe(400);
    expect(carouselSettings.slidesToShow).toBe(7);
    const shownAt = (width: number) => {
      const match = activeBreakpoint(carouselSettings.responsive ?? [], width)?.settings;
      return match && match !== 'unslick' ? match.slidesToShow : carouselSettings.slidesToShow;
    };
    expect(shownAt(1280)).toBe(7);
    expect(shownAt(900)).toBe(5);
    expect(shownAt(700)).toBe(4);
    expect(shownAt(375)).toBe(3);
  });

  it('has labelled arrow buttons; only tiles on screen are tabbable, and Next brings the rest in', async () => {
    // jsdom is 1024 px wide: 5 tiles at a time.
    // The first view is the light strip: react-slick replaces it on the first use, and the
    // press on Next that brought it is shown then (so the arrows are looked up afresh).
    renderCarousel();
    const previous = () => within(region()).getByRole('button', { name: 'Previous categories' });
    const next = () => within(region()).getByRole('button', { name: 'Next categories' });
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    expect(tile('Cake')).not.toHaveAttribute('tabindex');
    expect(tile('Burger')).toHaveAttribute('tabindex', '-1');

    await userEvent.click(next());
    await waitFor(() => expect(tile('French Fries')).not.toHaveAttribute('tabindex'));
    expect(tile('Cake')).toHaveAttribute('tabindex', '-1');
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    // Focus stays on the arrow the visitor pressed, though slick drew it anew.
    expect(next()).toHaveFocus();
  });

  it('is reachable by Tab: the arrows and every tile on screen, in order', async () => {
    renderCarousel();
    await userEvent.tab();
    expect(within(region()).getByRole('button', { name: 'Previous categories' })).toHaveFocus();
    for (const name of ['Cake', 'Ice Cream', 'Coffee', 'Shake', 'Chaat']) {
      await userEvent.tab();
      expect(tile(name)).toHaveFocus();
    }
    await userEvent.tab();
    expect(within(region()).getByRole('button', { name: 'Next categories' })).toHaveFocus();
  });
});

describe('carousel paging and drags', () => {
  it('pages as the dots count them, and finds the page that brings a tile on screen', () => {
    expect(pageStarts({ count: 8, slidesToShow: 3, slidesToScroll: 3 })).toEqual([0, 3, 5]);
    expect(pageStarts({ count: 8, slidesToShow: 5, slidesToScroll: 3 })).toEqual([0, 3]);
    expect(pageStarts({ count: 8, slidesToShow: 7, slidesToScroll: 1 })).toEqual([0, 1]);
    const phone = { count: 8, slidesToShow: 3, slidesToScroll: 3 };
    expect(pageFor(3, true, phone)).toBe(3);
    expect(pageFor(6, true, phone)).toBe(5);
    expect(pageFor(4, false, phone)).toBe(3);
    expect(pageFor(2, false, phone)).toBe(0);
  });

  it('a press that moves is a drag: its click opens nothing; a still press and Enter do', async () => {
    // jsdom has no PointerEvent: without it the events carry no coordinates.
    window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;
    const Where = () => <output data-testid="where">{useLocation().pathname}</output>;
    render(
      <MemoryRouter initialEntries={['/delivery']}>
        <CategoryCarousel />
        <Where />
      </MemoryRouter>,
    );
    const where = () => screen.getByTestId('where').textContent;
    const press = (name: string, dx: number, detail: number) => {
      const link = tile(name);
      fireEvent.pointerDown(link, { clientX: 100, clientY: 50 });
      fireEvent.pointerMove(link, { clientX: 100 + dx, clientY: 51 });
      fireEvent.click(link, { detail });
    };
    press('Cake', -60, 1);
    expect(where()).toBe('/delivery');
    press('Cake', 3, 1);
    expect(where()).toBe('/delivery/cake');
    press('Coffee', -60, 0);
    expect(where()).toBe('/delivery/coffee');
    await slickArrived();
  });
});
