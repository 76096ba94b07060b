import { screen } from '@testing-library/react';
import { renderCheckout, resetVisitor } from '../../../test-utils/render';

beforeEach(resetVisitor);

describe('the confirmation page', () => {
  it('says there is nothing to confirm when this tab paid for nothing', () => {
    renderCheckout('/paymentsuccessful', 'http://api.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing to confirm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Order food online' })).toHaveAttribute('href', '/delivery');
  });

  it('shows the amount and the items of the payment this tab just made', () => {
    sessionStorage.setItem(
      'paymentConfirmation',
      JSON.stringify({
        attempt: 'attempt-1234',
        amount: 780,
        items: [
          { name: 'Kwality Cakes Bakes', price: 330, quantity: 2 },
          { name: 'Cafe Coffee Day', price: 120, quantity: 1 },
        ],
      }),
    );
    renderCheckout('/paymentsuccessful?attempt=attempt-1234', 'http://api.test');
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('Rs. 780 /-');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Kwality Cakes Bakes × 2Rs.660 /-',
      'Cafe Coffee Day × 1Rs.120 /-',
    ]);
  });

  it('treats a tampered record as nothing to confirm', () => {
    sessionStorage.setItem('paymentConfirmation', '{"attempt":"attempt-1234","amount":"lots","items":[]}');
    renderCheckout('/paymentsuccessful', 'http://api.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing to confirm' })).toBeInTheDocument();
  });
});
