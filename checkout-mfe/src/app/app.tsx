import { paths, SectionNotFound, SectionRoutes, type SectionRoute } from '@zomato/shared';
import CartView from '../features/cart/cart-view';
import { PaymentPlaceholder } from '../features/payment/payment-placeholder';

const routes: SectionRoute[] = [
  { path: paths.cart, render: () => <CartView /> },
  { path: paths.payment, render: () => <PaymentPlaceholder /> },
  { path: paths.paymentSuccessful, render: () => <h1>Payment successful</h1> },
];

/** checkout-mfe's routes: /cart, /payment and /paymentsuccessful. */
export default function CheckoutApp() {
  return (
    <SectionRoutes
      routes={routes}
      notFound={<SectionNotFound backTo={paths.cart} backLabel="Back to Cart" />}
    />
  );
}
