import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deliveryCategories, http, setRuntimeConfig, useAppStore, type FoodItem } from '@zomato/shared';
import { fetchItem } from '@zomato/section-ui';
import { fetchCart } from '@zomato/shared/cart';
import { renderAppAt, testApis } from '../../../../tools/jest/app-tests';
import * as deliveryApp from '../app';

// No remotes: checkout's cart view cannot load here, so its fallback shows.
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
    renderAt(`/delivery/${category}/2`);
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Loading details' })).toBeVisible();
    await expectDetail(item);
    expect(screen.getByRole('link', { name: /Back to/ })).toHaveAttribute('href', `/delivery/${category}`);
  });

  it('/delivery/{id} shows the item of the random list', async () => {
    const item = await fetchItem('random', 3);
    renderAt('/delivery/3');
    await expectDetail(item);
    expect(screen.getByRole('link', { name: 'Back to Delivery' })).toHaveAttribute('href', '/delivery');
  });

  it('an unknown id shows not found, with a way back to its listing', async () => {
    renderAt('/delivery/cake/9999');
    expect(await screen.findByRole('heading', { name: 'We could not find that place' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Cake' })).toHaveAttribute('href', '/delivery/cake');
  });

  it('a non-numeric id shows not found at once, without asking the server', async () => {
    const get = jest.spyOn(await http(), 'get');
    renderAt('/delivery/pizza/abc');
    expect(screen.getByRole('heading', { name: 'We could not find that place' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Pizza' })).toHaveAttribute('href', '/delivery/pizza');
    expect(get).not.toHaveBeenCalled();
  });

  it.each(['/delivery/1.5', '/delivery/cake/1.5', '/delivery/cake/1e3'])(
    '%s is not found at once, without asking the server, and says so in the title',
    async (path) => {
      const get = jest.spyOn(await http(), 'get');
      renderAt(path);
      expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(
        /We could not find that (place|page)/,
      );
      expect(document.title).toBe('Page not found | Zomato NCR');
      expect(get).not.toHaveBeenCalled();
    },
  );

  it('names the dish in the document title once it has loaded', async () => {
    const item = await fetchItem('burger', 2);
    renderAt('/delivery/burger/2');
    await expectDetail(item);
    expect(document.title).toBe(`${item.name} | Zomato NCR`);
  });

  it('a failed load shows an error with Retry', async () => {
    setRuntimeConfig({ apiBase: apis.downBase, remotes: {} });
    renderAt('/delivery/coffee/1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load these details.');
    setRuntimeConfig({ apiBase: apis.base, remotes: {} });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'ADD TO CART' })).toBeVisible();
  });

  it('ADD TO CART posts the item once, counts it in the store, then replaces the detail', async () => {
    const item = await fetchItem('shake', 4);
    const before = await fetchCart();
    const post = jest.spyOn(await http(), 'post');
    renderAt('/delivery/shake/4');
    const button = await screen.findByRole('button', { name: 'ADD TO CART' });
    await userEvent.dblClick(button);
    expect(await screen.findByText(/Added to your cart/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ADD TO CART' })).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    const after = await fetchCart();
    const line = after.find((entry) => entry.name === item.name);
    expect(line?.quantity).toBe(1);
    expect(after).toHaveLength(before.length + 1);
    expect(useAppStore.getState().cart.lines).toBe(before.length + 1);
  });

  it('ADD TO CART from the keyboard keeps focus: on the button while adding, then in the cart view', async () => {
    // The cart view's failed load is logged (by React and the remote's boundary): expected here.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/delivery/cake/3');
    const button = await screen.findByRole('button', { name: 'ADD TO CART' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    // The remote cannot load here: its fallback shows inside the box that took focus.
    expect(await screen.findByText(/the cart could not be shown here/)).toBeVisible();
    const box = screen.getByRole('region', { name: 'Your cart' });
    expect(box).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(document.body);
    expect(errors).toHaveBeenCalledWith(
      '[federation] checkout ./CartView failed',
      expect.objectContaining({ remote: 'checkout' }),
    );
  });
});
