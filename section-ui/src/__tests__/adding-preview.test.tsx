import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import { type FoodItem, setRuntimeConfig } from '@zomato/shared';
import { AddToCartDetail } from '../detail/add-to-cart-detail';

/**
 * ADD TO CART pressed before the page is live shows the cart with the item being added, in the
 * press's frame: the server's page holds it, hidden, for the early-actions script
 * (shell/src/entry/early-actions/cart-answers.js), and it is gone once the page is live.
 */
const cake: FoodItem = {
  id: 3,
  name: 'The Dessert Zone',
  imgUrl: 'images/cake/3.webp',
  price: 220,
  rating: 3.8,
  variety: 'Desserts',
  place: 'New Delhi',
};
const detail = (
  <MemoryRouter initialEntries={['/delivery/cake/3']}>
    <AddToCartDetail item={cake} price="Rs . 220 /- " />
  </MemoryRouter>
);

beforeEach(() => setRuntimeConfig({ apiBase: '/api', remotes: {} }));

test("the server's page holds the cart with the item being added, hidden beside the detail", () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(detail);
  const preview = container.querySelector<HTMLElement>('[data-early-adding]');
  expect(preview?.hidden).toBe(true);
  expect(preview?.previousElementSibling?.tagName).toBe('ARTICLE');
  expect(preview?.querySelector('h1')?.textContent).toBe('Your Cart');
  const line = preview?.querySelector('[data-testid="cart-line-adding"]');
  expect(line?.getAttribute('aria-busy')).toBe('true');
  expect(line?.textContent).toContain('The Dessert Zone');
  expect(line?.textContent).toContain('Rs. 220 each · New Delhi');
  expect(line?.querySelector('[role="status"]')?.textContent).toBe('Adding to your cart…');
  // Its picture is the cart line's, and is not fetched while hidden.
  expect(line?.querySelector('img')?.getAttribute('src')).toBe('/api/images/cake/3.webp');
  expect(line?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  // Not a saved line: checkout's `cart-line` is only what the cart holds.
  expect(container.querySelector('[data-testid="cart-line"]')).toBeNull();
});

test('hydrated, the page keeps the preview for its hydration, then drops it', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(detail);
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, detail);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(container.querySelector('[data-early-adding]')).toBeNull();
  expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
  container.remove();
});

test('a detail the browser draws itself (a visit within the site) has no preview', () => {
  const { container } = render(detail);
  expect(container.querySelector('[data-early-adding]')).toBeNull();
  expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeInTheDocument();
});
