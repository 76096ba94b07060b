import { paths } from '@zomato/shared';
import { pagesInMain } from '@zomato/section-ui';
import CartView from '../features/cart/cart-view';
import { ConfirmationPage } from '../features/confirmation/confirmation-page';
import { PaymentPage } from '../features/payment/payment-page';

/** checkout-mfe's pages, /cart, /payment and /paymentsuccessful, and its not-found page. */
export const { routes, notFound } = pagesInMain(
  'checkout',
  [
    { id: 'checkout:cart', path: paths.cart, element: <CartView /> },
    { id: 'checkout:payment', path: paths.payment, element: <PaymentPage /> },
    { id: 'checkout:confirmation', path: paths.paymentSuccessful, element: <ConfirmationPage /> },
  ],
  { backTo: paths.cart, backLabel: 'Back to Cart' },
);
