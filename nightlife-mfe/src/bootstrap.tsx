import * as federation from '@module-federation/enhanced/runtime';
import { renderStandalone } from '@zomato/shared';
import App from './app/app';

/** QA entry: this remote alone, with its own router and the real API. */
renderStandalone(
  App,
  'nightlife-mfe',
  [
    { to: '/nightlife', label: 'Nightlife' },
    { to: '/nightlife/1', label: 'Restaurant 1' },
  ],
  federation,
);
