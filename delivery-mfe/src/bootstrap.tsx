import * as federation from '@module-federation/enhanced/runtime';
import { sectionLink, toPath } from '@zomato/shared';
import { renderStandalone } from '@zomato/section-ui';
import * as app from './app/app';

const links = [
  sectionLink('delivery'),
  { to: toPath.deliveryCategory('cake'), label: 'Cake' },
  { to: toPath.deliveryCategoryItem('cake', 1), label: 'Cake item 1' },
  { to: toPath.deliveryItem(1), label: 'Item 1' },
];

/** QA entry: this remote alone, with its own router and the real API. */
renderStandalone(app, 'delivery-mfe', links, federation);
