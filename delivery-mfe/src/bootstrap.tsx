import * as federation from '@module-federation/enhanced/runtime';
import { renderStandalone } from '@zomato/shared';
import App from './app/app';

/** QA entry: this remote alone, with its own router and the real API. */
renderStandalone(
  App,
  'delivery-mfe',
  [
    { to: '/delivery', label: 'Delivery' },
    { to: '/delivery/cake', label: 'Cake' },
    { to: '/delivery/cake/1', label: 'Cake item 1' },
    { to: '/delivery/1', label: 'Item 1' },
  ],
  federation,
);
