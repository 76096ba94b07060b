import { paths } from '@zomato/shared';
import { type SectionRoute, SectionRoutes, SectionNotFound } from '@zomato/section-ui';
import CartView from '../features/cart/cart-view';
import { ConfirmationPage } from '../features/confirmation/confirmation-page';
import { PaymentPage } from '../features/payment/payment-page';

const routes: SectionRoute[] = [
  { path: paths.cart, render: () => <CartView /> },
  { path: paths.payment, render: () => <PaymentPage /> },
  { path: paths.paymentSuccessful, render: () => <ConfirmationPage /> },
];

/** checkout-mfe's routes: /cart, /payment and /paymentsuccessful. */
export default function CheckoutApp() {
  return (
    <main>
      <SectionRoutes
        routes={routes}
        notFound={<SectionNotFound backTo={paths.cart} backLabel="Back to Cart" />}
      />
    </main>
  );
}
