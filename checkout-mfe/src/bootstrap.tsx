import * as federation from '@module-federation/enhanced/runtime';
import { paths } from '@zomato/shared';
import { renderStandalone } from '@zomato/section-ui';
import * as app from './app/app';

const links = [
  { to: paths.cart, label: 'Cart' },
  { to: paths.payment, label: 'Payment' },
  { to: paths.paymentSuccessful, label: 'Confirmation' },
];

/** QA entry: this remote alone, with its own router and the real API. */
renderStandalone(app, 'checkout-mfe', links, federation);
