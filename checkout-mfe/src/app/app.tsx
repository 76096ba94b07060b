import { Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '@zomato/shared';
import { SectionNotFound } from '@zomato/section-ui';
import CartView from '../features/cart/cart-view';
import { ConfirmationPage } from '../features/confirmation/confirmation-page';
import { PaymentPage } from '../features/payment/payment-page';

/** What checkout shows at a path of its own that is no page. */
export const notFound = (
  <main>
    <SectionNotFound backTo={paths.cart} backLabel="Back to Cart" />
  </main>
);

/** checkout-mfe's routes: /cart, /payment and /paymentsuccessful, in the page's main landmark. */
export const routes: RouteObject[] = [
  {
    id: 'checkout',
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { id: 'checkout:cart', path: paths.cart, element: <CartView /> },
      { id: 'checkout:payment', path: paths.payment, element: <PaymentPage /> },
      { id: 'checkout:confirmation', path: paths.paymentSuccessful, element: <ConfirmationPage /> },
    ],
  },
];
