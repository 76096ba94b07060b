import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, setRuntimeConfig, useAppStore } from '@zomato/shared';
import { addToCart, toNewCartLine } from '@zomato/shared/cart';
import { startFailingApi } from '../../../../../tools/jest/real-api';
import { cake, cartTestApi, coffee, renderCheckout, savedLines } from '../../../test-utils/render';

let alert: jest.SpyInstance;
const api = cartTestApi(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alert.mockRestore());

/** An expiry three years ahead, so the tests never go stale. */
const later = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
const card = { name: 'Asha Rao', cardNo: '4111111111111111', expiry: `12/${later}`, cvv: '123' };

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
  it('labels each card field with its autocomplete, input mode and the name the form posts', async () => {
    await readyToPay();
    renderCheckout('/payment', api.base);
    expect(await screen.findByRole('heading', { level: 2, name: 'YOUR CARD DETAILS' })).toBeInTheDocument();
    expect(document.title).toBe('Payment | Zomato NCR');
    const expected = [
      ['Name', 'cc-name', 'text', 'name'],
      ['Card Number', 'cc-number', 'numeric', 'cardNo'],
      ['Expiry Date', 'cc-exp', 'numeric', 'expiry'],
      ['CVV', 'cc-csc', 'numeric', 'cvv'],
    ];
    for (const [label, autocomplete, inputmode, name] of expected) {
      const input = screen.getByLabelText(label!);
      expect(input).toHaveAttribute('autocomplete', autocomplete);
      expect(input).toHaveAttribute('inputmode', inputmode);
      expect(input).toHaveAttribute('name', name);
    }
    expect(screen.getByRole('button', { name: 'Submit Here' })).toBeInTheDocument();
  });

  it('cuts nothing typed: extra digits are an error; masks the CVV; a short CVV still alerts', async () => {
    const user = userEvent.setup({ delay: null });
    await readyToPay();
    renderCheckout('/payment', api.base);
    const cardNo = await screen.findByLabelText('Card Number');
    const cvv = screen.getByLabelText('CVV');
    for (const field of [cardNo, cvv, screen.getByLabelText('Expiry Date')])
      expect(field).not.toHaveAttribute('maxlength');
    expect(cvv).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Name')).toHaveAttribute('type', 'text');

    await user.type(cardNo, '41111111111111112');
    expect(cardNo).toHaveValue('41111111111111112');
    await user.type(cvv, '1234');
    expect(cvv).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Submit Here' }));
    expect(screen.getByText('A card number has 16 digits; this one has 17.')).toBeInTheDocument();
    expect(screen.getByText('A CVV has 3 digits; this one has 4.')).toBeInTheDocument();
    await user.clear(cardNo);
    await user.clear(cvv);

    await fill(user, { ...card, cvv: '12' });
    await user.click(screen.getByRole('button', { name: 'Submit Here' }));
    expect(alert).toHaveBeenCalledWith('write correct details !');
    expect(cvv).toHaveAttribute('aria-invalid', 'true');
    expect(cvv).toHaveFocus();
  });

  it('loads the cart first, then shows its total as the server has it', async () => {
    await readyToPay();
    localStorage.setItem('total', '999'); // a stale Buy Now total never decides the amount
    renderCheckout('/payment', api.base);
    expect(screen.getByText('Loading your cart…')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('There is nothing to pay for')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'TO PAY ONLY Rs. 450 /-' })).toBeVisible();
  });

  it('shows an error with Retry when the cart cannot be read, never an empty cart', async () => {
    const user = userEvent.setup({ delay: null });
    await readyToPay();
    useAppStore.getState().setCartLines([cake, coffee].map((item) => ({ ...item, quantity: 1 })));
    const down = await startFailingApi();
    try {
      renderCheckout('/payment', down.base);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We could not load your cart');
      expect(alert).toHaveTextContent('The server answered 503.');
      expect(screen.queryByText(/nothing to pay for/i)).not.toBeInTheDocument();
      expect(screen.queryByText(/Rs\. 0/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit Here' })).not.toBeInTheDocument();
      // The top bar's count stays what was last known.
      expect(useAppStore.getState().cart.lines).toBe(2);
      setRuntimeConfig({ apiBase: api.base, remotes: {} });
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'TO PAY ONLY Rs. 450 /-' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Submit Here' })).toBeInTheDocument();
    } finally {
      await down.stop();
    }
  });

  it.each([
    ['an empty name', { ...card, name: '' }, 'Name', /name on the card/],
    ['a 15-digit card number', { ...card, cardNo: '411111111111111' }, 'Card Number', /has 15/],
    ['16 letters', { ...card, cardNo: 'abcdabcdabcdabcd' }, 'Card Number', /digits only/],
    ['a number failing Luhn', { ...card, cardNo: '4111111111111112' }, 'Card Number', /not a valid/],
    ['a 4-character expiry', { ...card, expiry: '12/2' }, 'Expiry Date', /MM\/YY/],
    ['an expiry of letters', { ...card, expiry: 'ab/cd' }, 'Expiry Date', /MM\/YY/],
    ['month 13', { ...card, expiry: `13/${later}` }, 'Expiry Date', /01 to 12/],
    ['an expired card (01/20)', { ...card, expiry: '01/20' }, 'Expiry Date', /expired/],
    ['a 2-digit cvv', { ...card, cvv: '12' }, 'CVV', /3 digits/],
    ['a cvv of letters', { ...card, cvv: 'xyz' }, 'CVV', /3 digits/],
  ])(
    'alerts, says what is wrong beside the field and stays, for %s',
    async (_label, values, label, message) => {
      const user = userEvent.setup({ delay: null });
      await readyToPay();
      renderCheckout('/payment', api.base);
      await screen.findByRole('button', { name: 'Submit Here' });
      await fill(user, values);
      await user.click(screen.getByRole('button', { name: 'Submit Here' }));
      expect(alert).toHaveBeenCalledWith('write correct details !');
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveFocus();
      expect(screen.getAllByTestId('field-problem')).toHaveLength(1);
      expect(screen.getByTestId('location')).toHaveTextContent('/payment');
      expect(await savedLines()).toHaveLength(2);
    },
  );

  it('marks every wrong field of a non-card and focuses the first one', async () => {
    const user = userEvent.setup({ delay: null });
    await readyToPay();
    renderCheckout('/payment', api.base);
    await screen.findByRole('button', { name: 'Submit Here' });
    await fill(user, { name: 'Asha', cardNo: 'abcdabcdabcdabcd', expiry: 'ab/cd', cvv: 'xyz' });
    await user.click(screen.getByRole('button', { name: 'Submit Here' }));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    for (const label of ['Card Number', 'Expiry Date', 'CVV']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Card Number')).toHaveFocus();
    // Correcting a field clears its message; the next submit checks everything again.
    await user.clear(screen.getByLabelText('Card Number'));
    await user.type(screen.getByLabelText('Card Number'), '4111 1111 1111 1111');
    expect(screen.getByLabelText('Card Number')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByTestId('field-problem')).toHaveLength(2);
    expect(await savedLines()).toHaveLength(2);
  });

  it('pays a card typed with spaces between its groups', async () => {
    const user = userEvent.setup({ delay: null });
    await readyToPay();
    renderCheckout('/payment', api.base);
    await screen.findByRole('button', { name: 'Submit Here' });
    await fill(user, { ...card, cardNo: '4111 1111 1111 1111' });
    await user.click(screen.getByRole('button', { name: 'Submit Here' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('pays a valid card: confirmation, cart emptied, store reset, no card detail kept', async () => {
    const user = userEvent.setup({ delay: null });
    await readyToPay();
    renderCheckout('/payment', api.base);
    await screen.findByRole('button', { name: 'Submit Here' });
    await fill(user, card);
    await user.click(screen.getByRole('button', { name: 'Submit Here' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/paymentsuccessful');
    expect(document.title).toBe('Payment successful | Zomato NCR');
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('Rs. 450 /-');
    expect(screen.getByRole('list', { name: 'What you ordered' })).toHaveTextContent(cake.name);
    expect(screen.getByRole('list', { name: 'What you ordered' })).toHaveTextContent(coffee.name);
    expect(screen.getByRole('link', { name: 'Back to Delivery' })).toHaveAttribute('href', '/delivery');
    expect(useAppStore.getState().cart).toEqual({ total: 0, lines: 0, items: 0 });
    expect(await savedLines()).toEqual([]);
    // The random visitor id can hold any run of digits (a CVV's among them): it is not card data.
    const { visitorId: _visitorId, ...kept } = { ...localStorage };
    const stored = JSON.stringify(kept) + JSON.stringify({ ...sessionStorage });
    for (const value of Object.values(card)) expect(stored).not.toContain(value);
  });

  it('formats a typed expiry as MM/YY and leaves one typed with a slash alone', async () => {
    const user = userEvent.setup({ delay: null });
    await readyToPay();
    renderCheckout('/payment', api.base);
    await user.type(await screen.findByLabelText('Expiry Date'), '1229');
    expect(screen.getByLabelText('Expiry Date')).toHaveValue('12/29');
    await user.clear(screen.getByLabelText('Expiry Date'));
    await user.type(screen.getByLabelText('Expiry Date'), '1/29');
    expect(screen.getByLabelText('Expiry Date')).toHaveValue('1/29');
    // Nothing typed is cut: the rule judges what is there.
    await user.type(screen.getByLabelText('Expiry Date'), '99');
    expect(screen.getByLabelText('Expiry Date')).toHaveValue('1/2999');
    await user.clear(screen.getByLabelText('Expiry Date'));
    await user.type(screen.getByLabelText('Expiry Date'), '122029');
    expect(screen.getByLabelText('Expiry Date')).toHaveValue('12/2029');
  });

  it('says there is nothing to pay for when the cart it loaded is empty', async () => {
    renderCheckout('/payment', api.base);
    expect(await screen.findByText('There is nothing to pay for')).toBeInTheDocument();
    // No amount at all: only the empty state, with its way back to food.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your payment');
    expect(screen.queryByText(/TO PAY ONLY|Rs\. 0/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order food online' })).toHaveAttribute('href', '/delivery');
    expect(screen.queryByRole('button', { name: 'Submit Here' })).not.toBeInTheDocument();
  });

  it('refuses to charge an amount the visitor did not see when the cart changed meanwhile', async () => {
    const user = userEvent.setup({ delay: null });
    await readyToPay();
    renderCheckout('/payment', api.base);
    await screen.findByRole('button', { name: 'Submit Here' });
    // Another tab adds a cake: straight to the service, so this page's store does not know.
    await (await http()).post('/cart', toNewCartLine(cake));
    await fill(user, card);
    await user.click(screen.getByRole('button', { name: 'Submit Here' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('it now comes to Rs. 780 /-');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TO PAY ONLY Rs. 780 /-'),
    );
    expect(await savedLines()).toHaveLength(2);
  });
});
