import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FoodItem } from '@zomato/shared';
import { addToCart } from '@zomato/shared/cart';
import { cake, coffee, renderCheckout, cartTestApi } from '../../../test-utils/render';

/* Keyboard focus through cart actions. */
const api = cartTestApi(() => {
  document.title = 'Before';
});

const pizza: FoodItem = { ...cake, id: 3, name: 'Pizza Hut', imgUrl: 'images/pizza/3.svg', price: 250 };
const rowOf = (name: string) => {
  const row = screen.getAllByTestId('cart-line').find((line) => line.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
const button = (name: string, label: RegExp) => rowOf(name).getByRole('button', { name: label });

describe('focus in the cart', () => {
  it('stays on + and - as they are pressed, - at 1 too, where more presses do nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await addToCart(cake);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');
    await user.click(button(cake.name, /Increase/));
    await user.click(button(cake.name, /Increase/));
    expect(button(cake.name, /Increase/)).toHaveFocus();
    await user.click(button(cake.name, /Decrease/));
    expect(button(cake.name, /Decrease/)).toHaveFocus();
    await user.click(button(cake.name, /Decrease/));
    expect(button(cake.name, /Decrease/)).toHaveAttribute('aria-disabled', 'true');
    expect(button(cake.name, /Decrease/)).toHaveFocus();
    await user.keyboard('{Enter}{Enter} ');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Buy Now' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(button(cake.name, /Decrease/)).toHaveFocus();
    expect(rowOf(cake.name).getByTestId('quantity')).toHaveTextContent('1');
  });

  it('after Remove, goes to the next row’s Remove, then the previous row’s, then the heading', async () => {
    const user = userEvent.setup({ delay: null });
    for (const item of [cake, coffee, pizza]) await addToCart(item);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');

    await user.click(button(cake.name, /Remove/));
    // While it is being removed, focus stays on the button (it is not disabled).
    expect(button(cake.name, /Remove/)).toHaveFocus();
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(button(coffee.name, /Remove/)).toHaveFocus();

    await user.click(button(pizza.name, /Remove/));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(button(coffee.name, /Remove/)).toHaveFocus();

    await user.click(button(coffee.name, /Remove/));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toHaveFocus();
  });

  it('does not take focus back when the visitor moved it elsewhere', async () => {
    const user = userEvent.setup({ delay: null });
    await addToCart(cake);
    await addToCart(coffee);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.textContent = 'the top bar';
    try {
      await user.click(button(cake.name, /Remove/));
      elsewhere.focus();
      await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
      expect(elsewhere).toHaveFocus();
    } finally {
      elsewhere.remove();
    }
  });

  it('on /cart names the page and leaves focus to the page', async () => {
    await addToCart(cake);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');
    expect(document.title).toBe('Your Cart | Zomato NCR');
    expect(document.body).toHaveFocus();
  });
});
