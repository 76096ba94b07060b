import * as federation from '@module-federation/enhanced/runtime';
import { renderStandalone } from '@zomato/shared';
import App from './app/app';

/** QA entry: this remote alone, with its own router and the real API. */
renderStandalone(
  App,
  'checkout-mfe',
  [
    { to: '/cart', label: 'Cart' },
    { to: '/payment', label: 'Payment' },
    { to: '/paymentsuccessful', label: 'Confirmation' },
  ],
  federation,
);
