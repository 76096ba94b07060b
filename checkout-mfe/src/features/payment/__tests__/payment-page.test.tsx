import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { addToCart, http, setRuntimeConfig, toNewCartLine, useAppStore } from '@zomato/shared';
import { startRealApi, type RealApi } from '../../../../../tools/jest/real-api';
import { cake, coffee, renderCheckout, resetVisitor, savedLines } from '../../../test-utils/render';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
});
afterAll(() => api.stop());
let alert: jest.SpyInstance;
beforeEach(() => {
  resetVisitor();
  setRuntimeConfig({ apiBase: api.base, remotes: {} });
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alert.mockRestore());

const card = { name: 'Asha Rao', cardNo: '4111111111111111', expiry: '12/29', cvv: '123' };

async function fill(user: UserEvent, values: Partial<typeof card>) {
  const fields = { name: 'Name', cardNo: 'Card Number', expiry: 'Expiry Date', cvv: 'CVV' } as const;
  for (const [key, label] of Object.entries(fields)) {
    const value = values[key as keyof typeof card];
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

/** A cart worth 450 and the total Buy Now saved, as after pressing Buy Now. */
async function readyToPay() {
  await addToCart(cake);
  await addToCart(coffee);
  localStorage.setItem('total', '450');
}

describe('the payment page', () => {
  it('labels each card field with its autocomplete and input mode', async () => {
    await readyToPay();
    renderCheckout('/payment', api.base);
    expect(screen.getByRole('heading', { level: 2, name: 'YOUR CARD DETAILS' })).toBeInTheDocument();
    const expected = [
      ['Name', 'cc-name', 'text'],
      ['Card Number', 'cc-number', 'numeric'],
      ['Expiry Date', 'cc-exp', 'numeric'],
      ['CVV', 'cc-csc', 'numeric'],
    ];
    for (const [label, autocomplete, inputmode] of expected) {
      const input = screen.getByLabelText(label!);
      expect(input).toHaveAttribute('autocomplete', autocomplete);
      expect(input).toHaveAttribute('inputmode', inputmode);
      expect(input).not.toHaveAttribute('name');
    }
    expect(screen.getByRole('button', { name: 'Submit Here' })).toBeInTheDocument();
  });

  it('shows the store total, and the saved total after a reload', async () => {
    localStorage.setItem('total', '999');
    useAppStore.getState().setCartLines([{ price: 450, quantity: 1 }]);
    const first = renderCheckout('/payment', api.base);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TO PAY ONLY Rs. 450 /-');
    first.unmount();
    useAppStore.getState().resetCart();
    renderCheckout('/payment', api.base);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TO PAY ONLY Rs. 999 /-');
  });

  it.each([
    ['an empty name', { ...card, name: '' }],
    ['a 15-character card number', { ...card, cardNo: '411111111111111' }],
    ['a 17-character card number', { ...card, cardNo: '41111111111111112' }],
    ['a 4-character expiry', { ...card, expiry: '12/2' }],
    ['a 6-character expiry', { ...card, expiry: '12/299' }],
    ['a 2-character cvv', { ...card, cvv: '12' }],
    ['a 4-character cvv', { ...card, cvv: '1234' }],
  ])('alerts and stays for %s', async (_label, values) => {
    const user = userEvent.setup({ delay: null });
    await readyToPay();
    renderCheckout('/payment', api.base);
    await fill(user, values);
    await user.click(screen.getByRole('button', { name: 'Submit Here' }));
    expect(alert).toHaveBeenCalledWith('write correct details !');
    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
    expect(await savedLines()).toHaveLength(2);
  });

  it('pays a valid card: confirmation, cart emptied, store reset, no card detail kept', async () => {
    const user = userEvent.setup({ delay: null });
    await readyToPay();
    renderCheckout('/payment', api.base);
    await fill(user, card);
    await user.click(screen.getByRole('button', { name: 'Submit Here' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/paymentsuccessful');
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('Rs. 450 /-');
    expect(screen.getByRole('list', { name: 'What you ordered' })).toHaveTextContent(cake.name);
    expect(screen.getByRole('list', { name: 'What you ordered' })).toHaveTextContent(coffee.name);
    expect(screen.getByRole('link', { name: 'Back to Delivery' })).toHaveAttribute('href', '/delivery');
    expect(useAppStore.getState().cart).toEqual({ total: 0, count: 0 });
    expect(await savedLines()).toEqual([]);
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    for (const value of Object.values(card)) expect(stored).not.toContain(value);
  });

  it('formats a typed expiry as MM/YY and leaves one typed with a slash alone', async () => {
    const user = userEvent.setup({ delay: null });
    await readyToPay();
    renderCheckout('/payment', api.base);
    await user.type(screen.getByLabelText('Expiry Date'), '1229');
    expect(screen.getByLabelText('Expiry Date')).toHaveValue('12/29');
    await user.clear(screen.getByLabelText('Expiry Date'));
    await user.type(screen.getByLabelText('Expiry Date'), '1/2029');
    expect(screen.getByLabelText('Expiry Date')).toHaveValue('1/2029');
  });

  it('says there is nothing to pay for when nothing is in the cart', async () => {
    renderCheckout('/payment', api.base);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TO PAY ONLY Rs. 0 /-');
    expect(screen.getByText('There is nothing to pay for')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Here' })).not.toBeInTheDocument();
  });

  it('refuses to charge an amount the visitor did not see when the cart changed meanwhile', async () => {
    const user = userEvent.setup({ delay: null });
    await readyToPay();
    renderCheckout('/payment', api.base);
    // Another tab adds a cake: straight to the service, so this page's store does not know.
    await http().post('/cart', toNewCartLine(cake));
    await fill(user, card);
    await user.click(screen.getByRole('button', { name: 'Submit Here' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('it now comes to Rs. 780 /-');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TO PAY ONLY Rs. 780 /-'),
    );
    expect(await savedLines()).toHaveLength(2);
  });
});
