import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deliveryCategories, http, setRuntimeConfig, useAppStore, type FoodItem } from '@zomato/shared';
import { fetchItem } from '@zomato/section-ui';
import { fetchCart } from '@zomato/shared/cart';
import { renderAppAt, testApis } from '../../../../tools/jest/app-tests';
import * as deliveryApp from '../app';

const apis = testApis({ each: () => (window.scrollTo = jest.fn()) });
afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderAppAt(deliveryApp, path);

async function expectDetail(item: FoodItem) {
  expect(await screen.findByRole('heading', { level: 1, name: item.name })).toBeVisible();
  expect(screen.getByTestId('detail-price')).toHaveTextContent(`Rs . ${item.price} /-`);
  expect(screen.getByText(item.variety)).toBeVisible();
  expect(screen.getByText('Location').nextElementSibling).toHaveTextContent(item.place);
  expect(screen.getByText('Rating').nextElementSibling).toHaveTextContent(String(item.rating));
  expect(screen.getByRole('img', { name: item.name })).toHaveAttribute(
    'src',
    `${apis.base}/${item.imgUrl.replace(/^\/+/, '')}`,
  );
  expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
}

describe('delivery detail pages', () => {
  it.each(deliveryCategories)('/delivery/%s/2 shows that category item', async (category) => {
    const item = await fetchItem(category, 2);
    await renderAt(`/delivery/${category}/2`);
    await expectDetail(item);
    expect(screen.getByRole('link', { name: /Back to/ })).toHaveAttribute('href', `/delivery/${category}`);
  });

  it('/delivery/{id} shows the item of the random list', async () => {
    const item = await fetchItem('random', 3);
    await renderAt('/delivery/3');
    await expectDetail(item);
    expect(screen.getByRole('link', { name: 'Back to Delivery' })).toHaveAttribute('href', '/delivery');
  });

  it('an unknown id shows not found, with a way back to its listing', async () => {
    await renderAt('/delivery/cake/9999');
    expect(await screen.findByRole('heading', { name: 'We could not find that place' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Cake' })).toHaveAttribute('href', '/delivery/cake');
  });

  it('a non-numeric id shows not found at once, without asking the server', async () => {
    const get = jest.spyOn(await http(), 'get');
    await renderAt('/delivery/pizza/abc');
    expect(screen.getByRole('heading', { name: 'We could not find that place' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Pizza' })).toHaveAttribute('href', '/delivery/pizza');
    expect(get).not.toHaveBeenCalled();
  });

  it.each(['/delivery/1.5', '/delivery/cake/1.5', '/delivery/cake/1e3'])(
    '%s is not found at once, without asking the server, and says so in the title',
    async (path) => {
      const get = jest.spyOn(await http(), 'get');
      await renderAt(path);
      expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(
        /We could not find that (place|page)/,
      );
      expect(document.title).toBe('Page not found | Zomato NCR');
      expect(get).not.toHaveBeenCalled();
    },
  );

  it('names the dish in the document title once it has loaded', async () => {
    const item = await fetchItem('burger', 2);
    await renderAt('/delivery/burger/2');
    await expectDetail(item);
    expect(document.title).toBe(`${item.name} | Zomato NCR`);
  });

  it('a failed load shows an error with Retry', async () => {
    setRuntimeConfig({ apiBase: apis.downBase, remotes: {} });
    await renderAt('/delivery/coffee/1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load these details.');
    setRuntimeConfig({ apiBase: apis.base, remotes: {} });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'ADD TO CART' })).toBeVisible();
  });

  it('ADD TO CART posts the item once, counts it in the store, then goes to the cart', async () => {
    const item = await fetchItem('shake', 4);
    const before = await fetchCart();
    const post = jest.spyOn(await http(), 'post');
    const { router } = await renderAt('/delivery/shake/4');
    const button = await screen.findByRole('button', { name: 'ADD TO CART' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/cart', expect.objectContaining({ name: item.name, quantity: 1 }), {
      headers: { 'Idempotency-Key': expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) },
    });
    const after = await fetchCart();
    expect(after.find((entry) => entry.name === item.name)?.quantity).toBe(1);
    expect(after).toHaveLength(before.length + 1);
    expect(useAppStore.getState().cart.lines).toBe(before.length + 1);
  });

  it('ADD TO CART refused by a failing data service stays on the detail, says so, and keeps focus', async () => {
    const { router } = await renderAt('/delivery/cake/3');
    const button = await screen.findByRole('button', { name: 'ADD TO CART' });
    setRuntimeConfig({ apiBase: apis.downBase, remotes: {} });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The data service .+\. Nothing was added to your cart; please try again\.$/,
    );
    expect(router.state.location.pathname).toBe('/delivery/cake/3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ADD TO CART' }));
  });
});
