import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig, useAppStore, type FoodItem, type SectionModule } from '@zomato/shared';
import { fetchList } from '@zomato/section-ui';
import { renderAppAt, testApis } from './app-tests';

/**
 * The tests of a restaurant section (@zomato/section-ui's RestaurantSection) as a remote
 * mounts it, for dining-mfe and nightlife-mfe alike: the listing, a restaurant, not found,
 * errors with Retry. Each remote's own test file adds what only it has.
 */
export function describeRestaurantSection({
  section,
  path,
  heading,
  back,
  label,
}: {
  /** The remote's routes module (its ./App). */
  section: SectionModule;
  /** '/dinning' */
  path: string;
  heading: string;
  /** The link from a restaurant back to the list. */
  back: string;
  /** The section's name, in its not-found page's link. */
  label: string;
}) {
  const apis = testApis({
    each: () => {
      act(() => useAppStore.getState().setCity(''));
      window.scrollTo = jest.fn();
    },
  });
  let restaurants: FoodItem[] = [];
  beforeAll(async () => {
    setRuntimeConfig({ apiBase: apis.base, remotes: {} });
    restaurants = await fetchList('restaurants');
  });
  afterEach(() => jest.restoreAllMocks());

  const renderAt = (at: string) => renderAppAt(section, at);
  const cardLinks = async () => {
    const cards = await screen.findAllByTestId('item-card');
    return cards.map((card) => card.getAttribute('href'));
  };

  describe(path, () => {
    it(`shows the heading, a skeleton, then every restaurant in server order linking to ${path}/{id}`, async () => {
      await renderAt(path);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(screen.getByRole('status', { name: `Loading ${heading}` })).toBeVisible();
      expect(await cardLinks()).toEqual(restaurants.map((item) => `${path}/${item.id}`));
      expect(screen.getByLabelText('City')).toHaveValue('');
      expect(screen.getByLabelText('Price')).toHaveValue('');
      expect(screen.getByLabelText('Rating')).toHaveValue('');
    });

    it('keeps filtered cards clickable: a city shows its restaurants, each still a link', async () => {
      await renderAt(path);
      await cardLinks();
      await userEvent.selectOptions(screen.getByLabelText('City'), 'Noida');
      const noida = restaurants.filter((item) => item.place === 'Noida');
      expect(noida.length).toBeGreaterThan(0);
      // Each carries the city on to its detail.
      expect(await cardLinks()).toEqual(noida.map((item) => `${path}/${item.id}?city=Noida`));
    });

    it('shows an error with Retry when the list cannot load, and the list after a retry', async () => {
      setRuntimeConfig({ apiBase: apis.downBase, remotes: {} });
      await renderAt(path);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We could not load this list.');
      expect(alert).toHaveTextContent('The server answered 503.');
      setRuntimeConfig({ apiBase: apis.base, remotes: {} });
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await cardLinks()).toHaveLength(restaurants.length);
    });
  });

  describe(`${path}/{id}`, () => {
    it('opens from a card and shows image, name, Rs . price (no /-), variety, Location and Rating', async () => {
      await renderAt(path);
      const first = restaurants[0] as FoodItem;
      await userEvent.click(await screen.findByRole('link', { name: new RegExp(first.name) }));
      expect(await screen.findByRole('heading', { level: 1, name: first.name })).toBeVisible();
      expect(screen.getByRole('img', { name: first.name })).toHaveAttribute(
        'src',
        `${apis.base}/${first.imgUrl}`,
      );
      expect(screen.getByTestId('detail-price')).toHaveTextContent(/^Rs \. \d+$/);
      expect(screen.getByTestId('detail-price').textContent).toBe(`Rs . ${first.price}`);
      expect(screen.queryByText(/\/-/)).not.toBeInTheDocument();
      expect(screen.getByText(first.variety)).toBeVisible();
      expect(screen.getByText('Location').nextSibling).toHaveTextContent(first.place);
      expect(screen.getByText('Rating').nextSibling).toHaveTextContent(String(first.rating));
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: back }));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    });

    it('says "not found" for an unknown id', async () => {
      await renderAt(`${path}/99999`);
      expect(await screen.findByRole('heading', { name: 'We could not find that place' })).toBeVisible();
      expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', path);
    });

    it.each(['1.5', '1e3', '-1'])(
      `says "not found" for ${path}/%s without calling the server`,
      async (id) => {
        const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
        await renderAt(`${path}/${id}`);
        expect(
          within(screen.getByRole('main')).getByRole('heading', { name: 'We could not find that place' }),
        ).toBeVisible();
        expect(document.title).toBe('Page not found | Zomato NCR');
        expect(open).not.toHaveBeenCalled();
      },
    );

    it('names the page in the document title: the listing by its heading, a detail by its name', async () => {
      const { unmount } = await renderAt(path);
      expect(document.title).toBe(`${heading} | Zomato NCR`);
      unmount();
      const second = restaurants[1] as FoodItem;
      await renderAt(`${path}/${second.id}`);
      expect(await screen.findByRole('heading', { level: 1, name: second.name })).toBeVisible();
      expect(document.title).toBe(`${second.name} | Zomato NCR`);
    });

    it('says "not found" for a non-numeric id without calling the server', async () => {
      const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
      await renderAt(`${path}/abc`);
      expect(
        within(screen.getByRole('main')).getByRole('heading', { name: 'We could not find that place' }),
      ).toBeVisible();
      expect(open).not.toHaveBeenCalled();
    });

    it('shows an error with Retry when the call fails, then the restaurant', async () => {
      setRuntimeConfig({ apiBase: apis.downBase, remotes: {} });
      await renderAt(`${path}/2`);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We could not load these details.');
      setRuntimeConfig({ apiBase: apis.base, remotes: {} });
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      const second = restaurants[1] as FoodItem;
      expect(await screen.findByRole('heading', { level: 1, name: second.name })).toBeVisible();
      expect(screen.getByTestId('detail-price').textContent).toBe(`Rs . ${second.price}`);
    });

    it('shows the section "not found" for a deeper unknown path', async () => {
      await renderAt(`${path}/1/menu`);
      expect(screen.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
      expect(screen.getByRole('link', { name: `Back to ${label}` })).toHaveAttribute('href', path);
    });
  });

  return { renderAt };
}
