import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deliveryCategories, setRuntimeConfig, useAppStore, type FoodItem } from '@zomato/shared';
import { fetchList } from '@zomato/section-ui';
import { renderAppAt, testApis } from '../../../../tools/jest/app-tests';
import { installMatchMedia } from '../../test-utils/match-media';
import * as deliveryApp from '../app';

beforeAll(installMatchMedia);
const apis = testApis({
  each: () => {
    act(() => useAppStore.getState().setCity(''));
    window.scrollTo = jest.fn();
  },
});

const renderAt = (path: string) => renderAppAt(deliveryApp, path);
const cardNames = (cards: HTMLElement[]) =>
  cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('/delivery', () => {
  it('shows its heading, the carousel and the /random list, each card linking to /delivery/{id}', async () => {
    const random = await fetchList<FoodItem>('random');
    await renderAt('/delivery');
    expect(screen.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Inspiration for your first order' })).toBeVisible();
    const cards = await screen.findAllByTestId('item-card');
    expect(cardNames(cards)).toEqual(random.map((item) => item.name));
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      random.map((item) => `/delivery/${item.id}`),
    );
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('shows only the chosen city, each card still a link to its detail; None brings the whole list back', async () => {
    const random = await fetchList<FoodItem>('random');
    await renderAt('/delivery');
    await screen.findAllByTestId('item-card');
    const main = screen.getByRole('main');
    await userEvent.selectOptions(within(main).getByLabelText('City'), 'Noida');
    const cards = screen.getAllByTestId('item-card');
    expect(cardNames(cards)).toEqual(
      random.filter((item) => item.place === 'Noida').map((item) => item.name),
    );
    for (const card of cards) expect(card.getAttribute('href')).toMatch(/^\/delivery\/\d+\?city=Noida$/);
    await userEvent.selectOptions(within(main).getByLabelText('City'), '');
    expect(screen.getAllByTestId('item-card')).toHaveLength(random.length);
    expect(screen.getAllByTestId('item-card')[0]).toHaveAttribute('href', `/delivery/${random[0]?.id}`);
  });

  it('shows an error with Retry when the list fails, and the list after a retry that works', async () => {
    setRuntimeConfig({ apiBase: apis.downBase, remotes: {} });
    await renderAt('/delivery');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this list.');
    setRuntimeConfig({ apiBase: apis.base, remotes: {} });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByTestId('item-card')).length).toBeGreaterThan(0);
  });
});

const headings: Record<(typeof deliveryCategories)[number], string> = {
  burger: 'Order your Burger',
  cake: 'Order your Cake',
  coffee: 'Order your Coffee',
  chaat: 'Order your Chaat',
  'ice-cream': 'Order your Ice Cream',
  pizza: 'Order your Pizza',
  shake: 'Order your Shake',
};

describe.each(deliveryCategories)('/delivery/%s', (category) => {
  it('is headed as the product says, lists its own source and links each card to its detail', async () => {
    const items = await fetchList<FoodItem>(category);
    await renderAt(`/delivery/${category}`);
    expect(screen.getByRole('heading', { level: 1, name: headings[category] })).toBeVisible();
    const cards = await screen.findAllByTestId('item-card');
    expect(cardNames(cards)).toEqual(items.map((item) => item.name));
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      items.map((item) => `/delivery/${category}/${item.id}`),
    );
    const footer = screen.getByTestId('promo-footer');
    expect(footer.querySelectorAll('img')).toHaveLength(4);
    expect(within(footer).getAllByRole('figure')).toHaveLength(4);
  });
});

describe('category listing controls', () => {
  it('keeps cards clickable while filtered', async () => {
    await renderAt('/delivery/burger');
    await screen.findAllByTestId('item-card');
    await userEvent.selectOptions(within(screen.getByRole('main')).getByLabelText('City'), 'Gurgaon');
    const cards = screen.getAllByTestId('item-card');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards)
      expect(card.getAttribute('href')).toMatch(/^\/delivery\/burger\/\d+\?city=Gurgaon$/);
  });

  it('sorts the full list by price and rating, both ways', async () => {
    const items = await fetchList<FoodItem>('pizza');
    await renderAt('/delivery/pizza');
    await screen.findAllByTestId('item-card');
    const main = screen.getByRole('main');
    const prices = () =>
      screen
        .getAllByTestId('item-card')
        .map((card) => Number(/Rs\. (\d+)/.exec(card.textContent ?? '')?.[1]));
    await userEvent.selectOptions(within(main).getByLabelText('Price'), 'ascPrice');
    // The choice is a navigation of the data router: its page follows once the navigation ends.
    await waitFor(() => expect(prices()).toEqual(items.map((item) => item.price).sort((a, b) => a - b)));
    await userEvent.selectOptions(within(main).getByLabelText('Price'), 'descPrice');
    await waitFor(() => expect(prices()).toEqual(items.map((item) => item.price).sort((a, b) => b - a)));
    const ratings = () =>
      screen.getAllByTestId('item-card').map((card) =>
        Number(
          within(card)
            .getByLabelText(/^Rating /)
            .getAttribute('aria-label')
            ?.slice(7),
        ),
      );
    await userEvent.selectOptions(within(main).getByLabelText('Rating'), 'ascRating');
    await waitFor(() => expect(ratings()).toEqual(items.map((item) => item.rating).sort((a, b) => a - b)));
    // Exclusive sorts (docs/product.md#beyond-the-original): the price control no longer claims an order.
    expect(within(main).getByLabelText('Price')).toHaveValue('');
    await userEvent.selectOptions(within(main).getByLabelText('Rating'), 'descRating');
    await waitFor(() => expect(ratings()).toEqual(items.map((item) => item.rating).sort((a, b) => b - a)));
  });
});

describe('unknown paths', () => {
  it.each(['/delivery/sushi', '/delivery/french-fries', '/delivery/sushi/1', '/delivery/cake/1/more'])(
    '%s shows the section not-found page',
    async (path) => {
      await renderAt(path);
      expect(screen.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to Delivery' })).toHaveAttribute('href', '/delivery');
    },
  );
});
