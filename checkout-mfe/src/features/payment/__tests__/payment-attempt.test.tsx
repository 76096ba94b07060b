import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, useAppStore, type Payment } from '@zomato/shared';
import { addToCart, payForCart } from '@zomato/shared/cart';
import { cake, cartTestApi, coffee, renderCheckout, savedLines } from '../../../test-utils/render';

/*
 * A payment attempt has an id, kept in this tab through reloads; the data
 * service pays once per id, and no page says paid while the cart is still full.
 */
let alert: jest.SpyInstance;
const api = cartTestApi(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alert.mockRestore());

const later = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
const attemptId = 'attempt-from-before-the-reload';
const payments = async () => (await (await http()).get<Payment[]>('/cart/payments')).data;

async function fillAndSubmit() {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Card Number'), '4111111111111111');
  await user.type(screen.getByLabelText('Expiry Date'), `12${later}`);
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.click(screen.getByRole('button', { name: 'Submit Here' }));
}

beforeEach(async () => {
  await addToCart(cake);
  await addToCart(coffee);
});

describe('a payment attempt', () => {
  it('is sent with its id, once, and is over when paid: the next purchase gets a new id', async () => {
    const first = renderCheckout('/payment', api.base);
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    const [payment] = await payments();
    expect(payment).toMatchObject({ amount: 450, attemptId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) });
    expect(sessionStorage.getItem('paymentAttempt')).toBeNull();
    expect(await savedLines()).toEqual([]);

    first.unmount();
    await addToCart(cake);
    renderCheckout('/payment', api.base);
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    const [, next] = await payments();
    expect(next).toMatchObject({ amount: 330 });
    expect(next?.attemptId).not.toBe(payment?.attemptId);
  });

  it('paid before a reload cut off its answer: /payment opens its confirmation, never the form', async () => {
    sessionStorage.setItem('paymentAttempt', attemptId);
    // The request that reached the data service before the reload.
    await (await http()).put(`/cart/payments/${attemptId}`, { amount: 450 });
    useAppStore.getState().setCartLines([cake, coffee].map((item) => ({ ...item, quantity: 1 })));
    renderCheckout('/payment', api.base);
    expect(screen.queryByRole('button', { name: 'Submit Here' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('Rs. 450 /-');
    expect(screen.getByTestId('location')).toHaveTextContent('/paymentsuccessful');
    expect(useAppStore.getState().cart).toEqual({ total: 0, lines: 0, items: 0 });
    expect(await payments()).toHaveLength(1);
  });

  it('cut off before it reached the service: the form again, and its submit pays once with the same id', async () => {
    sessionStorage.setItem('paymentAttempt', attemptId);
    renderCheckout('/payment', api.base);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'TO PAY ONLY Rs. 450 /-' }),
    ).toBeInTheDocument();
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(await payments()).toEqual([expect.objectContaining({ attemptId, amount: 450 })]);
  });

  it('arriving late, after the form came back: the submit gets the first payment, not a second', async () => {
    sessionStorage.setItem('paymentAttempt', attemptId);
    renderCheckout('/payment', api.base);
    await screen.findByRole('heading', { level: 1, name: 'TO PAY ONLY Rs. 450 /-' });
    await (await http()).put(`/cart/payments/${attemptId}`, { amount: 450 });
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('Rs. 450 /-');
    expect(await payments()).toHaveLength(1);
  });

  it('sent twice at once (a second submit) pays once, both answered with that payment', async () => {
    const [first, second] = await Promise.all([payForCart(attemptId, 450), payForCart(attemptId, 450)]);
    expect(second).toEqual(first);
    expect(await payments()).toHaveLength(1);
  });

  it('/paymentsuccessful says paid only once the service did: an unpaid attempt is nothing to confirm', async () => {
    sessionStorage.setItem('paymentAttempt', attemptId);
    renderCheckout('/paymentsuccessful', api.base);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to confirm' })).toBeInTheDocument();
    expect(await savedLines()).toHaveLength(2);
  });

  it("the attempt's confirmation after a reload cut off its answer shows it, and ends the attempt", async () => {
    sessionStorage.setItem('paymentAttempt', attemptId);
    await (await http()).put(`/cart/payments/${attemptId}`, { amount: 450 });
    renderCheckout(`/paymentsuccessful?attempt=${attemptId}`, api.base);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('paymentAttempt')).toBeNull());
  });
});
