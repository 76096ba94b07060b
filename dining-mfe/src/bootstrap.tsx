import * as federation from '@module-federation/enhanced/runtime';
import { renderStandalone } from '@zomato/shared';
import App from './app/app';

/** QA entry: this remote alone, with its own router and the real API. */
renderStandalone(
  App,
  'dining-mfe',
  [
    { to: '/dinning', label: 'Dinning Out' },
    { to: '/dinning/1', label: 'Restaurant 1' },
  ],
  federation,
);
