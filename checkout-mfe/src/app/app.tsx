import { paths } from '@zomato/shared';
import { pagesInMain } from '@zomato/section-ui';
import CartView from '../features/cart/cart-view';
import { ConfirmationPage } from '../features/confirmation/confirmation-page';
import { PaymentPage } from '../features/payment/payment-page';

/**
 * The pages' form actions: a chunk of their own, which a post loads (the server's, or the
 * router's). Not a `lazy` route property: the router would load that before the page hydrates.
 */
const formActions = () => import(/* webpackChunkName: "form-actions" */ './form-actions');

/** checkout-mfe's pages, /cart, /payment and /paymentsuccessful, and its not-found page. */
export const { routes, notFound } = pagesInMain(
  'checkout',
  [
    {
      id: 'checkout:cart',
      path: paths.cart,
      element: <CartView />,
      action: async (args) => (await formActions()).cartAction(args),
    },
    {
      id: 'checkout:payment',
      path: paths.payment,
      element: <PaymentPage />,
      action: async (args) => (await formActions()).paymentAction(args),
    },
    { id: 'checkout:confirmation', path: paths.paymentSuccessful, element: <ConfirmationPage /> },
  ],
  { backTo: paths.cart, backLabel: 'Back to Cart' },
);
