import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig, useAppStore } from '@zomato/shared';
import { addToCart, fetchCart } from '@zomato/shared/cart';
import CartView from '../cart-view';
import { cake, coffee, renderCheckout, savedLines, cartTestApi } from '../../../test-utils/render';

const api = cartTestApi();

function rowElement(name: string) {
  const found = screen.getAllByTestId('cart-line').find((line) => line.textContent?.includes(name));
  if (!found) throw new Error(`no cart row for ${name}`);
  return found;
}
const rowOf = (name: string) => within(rowElement(name));
const total = () => screen.getByTestId('cart-total');

describe('the cart', () => {
  it('shows each line with image, name, quantity, line total and Remove, then the total', async () => {
    await addToCart(cake);
    await addToCart(coffee);
    renderCheckout('/cart', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
    const first = rowOf(cake.name);
    const image = rowElement(cake.name).querySelector('img');
    expect(image).toHaveAttribute('src', `${api.base}/images/cake/1.svg`);
    // The pictures' own 4:3 shape, so their corner badge is never cut.
    expect(image).toHaveAttribute('width', '96');
    expect(image).toHaveAttribute('height', '72');
    expect(first.getByTestId('quantity')).toHaveTextContent('1');
    expect(first.getByTestId('line-total')).toHaveTextContent('Rs.330 /-');
    // At 1, − is unavailable but keeps focus (aria-disabled).
    expect(first.getByRole('button', { name: `Decrease quantity of ${cake.name}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(first.getByRole('button', { name: `Remove ${cake.name}` })).toHaveTextContent('Remove');
    expect(screen.getByText('Total -')).toBeInTheDocument();
    expect(total()).toHaveTextContent('Rs. 450 /-');
    expect(screen.getByRole('link', { name: 'Buy Now' })).not.toHaveAttribute('aria-disabled');
  });

  it('raises, lowers and removes, with every number right after each action', async () => {
    const user = userEvent.setup({ delay: null });
    await addToCart(cake);
    await addToCart(coffee);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');

    await user.click(rowOf(cake.name).getByRole('button', { name: /Increase/ }));
    expect(rowOf(cake.name).getByTestId('quantity')).toHaveTextContent('2');
    expect(rowOf(cake.name).getByTestId('line-total')).toHaveTextContent('Rs.660 /-');
    expect(total()).toHaveTextContent('Rs. 780 /-');
    await waitFor(() => expect(useAppStore.getState().cart.total).toBe(780));

    await user.click(rowOf(cake.name).getByRole('button', { name: /Decrease/ }));
    expect(total()).toHaveTextContent('Rs. 450 /-');
    await waitFor(() => expect(useAppStore.getState().cart.total).toBe(450));
    expect(rowOf(cake.name).getByRole('button', { name: /Decrease/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(rowOf(coffee.name).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(total()).toHaveTextContent('Rs. 330 /-');
    expect(useAppStore.getState().cart).toEqual({ total: 330, lines: 1, items: 1 });
    expect((await savedLines()).map((line) => [line.name, line.quantity])).toEqual([[cake.name, 1]]);
  });

  it('counts every one of many rapid clicks and never goes below 1', async () => {
    const user = userEvent.setup({ delay: null });
    await addToCart(cake);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');
    const plus = rowOf(cake.name).getByRole('button', { name: /Increase/ });
    for (let i = 0; i < 6; i += 1) await user.click(plus);
    expect(rowOf(cake.name).getByTestId('quantity')).toHaveTextContent('7');
    const minus = rowOf(cake.name).getByRole('button', { name: /Decrease/ });
    // Three clicks more than it takes: those at 1 do nothing.
    for (let i = 0; i < 9; i += 1) await user.click(minus);
    expect(rowOf(cake.name).getByTestId('quantity')).toHaveTextContent('1');
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    // Twelve durable writes in a row: give a busy machine time to finish them.
    await waitFor(
      () => expect(screen.getByRole('link', { name: 'Buy Now' })).not.toHaveAttribute('aria-disabled'),
      {
        timeout: 10_000,
      },
    );
    expect((await savedLines())[0]?.quantity).toBe(1);
    expect(total()).toHaveTextContent('Rs. 330 /-');
  });

  it('says an empty cart is empty and links to delivery', async () => {
    renderCheckout('/cart', api.base);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order food online' })).toHaveAttribute('href', '/delivery');
    expect(screen.queryByRole('link', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the cart cannot be read, and loads on Retry', async () => {
    const user = userEvent.setup({ delay: null });
    await addToCart(cake);
    // A base without the cart: the service really answers 404.
    renderCheckout('/cart', `${api.base}/missing`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your cart');
    expect(alert).toHaveTextContent('The server answered 404.');
    setRuntimeConfig({ apiBase: api.base, remotes: {} });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(1);
  });

  it('Buy Now saves the total as a number and opens the payment page', async () => {
    const user = userEvent.setup({ delay: null });
    await addToCart(cake);
    await addToCart(coffee);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');
    await user.click(rowOf(coffee.name).getByRole('button', { name: /Increase/ }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Buy Now' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(screen.getByRole('link', { name: 'Buy Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
    expect(Number(localStorage.getItem('total'))).toBe(570);
    expect(useAppStore.getState().cart.total).toBe(570);
    expect(await screen.findByRole('heading', { level: 1, name: 'TO PAY ONLY Rs. 570 /-' })).toBeVisible();
  });

  it('takes no props and shows a line posted just before it mounted (ADD TO CART, then /cart)', async () => {
    await addToCart(coffee);
    void addToCart(cake); // a detail page's ADD TO CART, not awaited
    render(
      <MemoryRouter>
        <CartView />
      </MemoryRouter>,
    );
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
    expect(total()).toHaveTextContent('Rs. 450 /-');
    expect(useAppStore.getState().cart).toEqual({ total: 450, lines: 2, items: 2 });
    // The lines came with the POST's own read; the view's read may still be on its way: it
    // updates the store and the view when it lands, so it lands inside act().
    await act(() => fetchCart());
  });
});
