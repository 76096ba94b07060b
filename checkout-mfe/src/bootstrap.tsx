import * as federation from '@module-federation/enhanced/runtime';
import { paths } from '@zomato/shared';
import { renderStandalone } from '@zomato/section-ui';
import App from './app/app';

const links = [
  { to: paths.cart, label: 'Cart' },
  { to: paths.payment, label: 'Payment' },
  { to: paths.paymentSuccessful, label: 'Confirmation' },
];

/** QA entry: this remote alone, with its own router and the real API. */
renderStandalone(App, 'checkout-mfe', links, federation);
