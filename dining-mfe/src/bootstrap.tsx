import * as federation from '@module-federation/enhanced/runtime';
import { sectionLink, toPath } from '@zomato/shared';
import { renderStandalone } from '@zomato/section-ui';
import * as app from './app/app';

const links = [sectionLink('dining'), { to: toPath.diningItem(1), label: 'Restaurant 1' }];

/** QA entry: this remote alone, with its own router and the real API. */
renderStandalone(app, 'dining-mfe', links, federation);
