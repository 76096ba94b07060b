import * as federation from '@module-federation/enhanced/runtime';
import { sectionLink, toPath } from '@zomato/shared';
import { renderStandalone } from '@zomato/section-ui';
import * as app from './app/app';

const links = [sectionLink('nightlife'), { to: toPath.nightlifeItem(1), label: 'Restaurant 1' }];

/** QA entry: this remote alone, with its own router and the real API. */
renderStandalone(app, 'nightlife-mfe', links, federation);
