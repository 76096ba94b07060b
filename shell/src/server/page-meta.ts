import { matchPath } from 'react-router-dom';
import { pageTitle, paths, type SsrDataStore } from '@zomato/shared';

export interface PageMeta {
  title: string;
  description: string;
}

const site = 'Order food online, discover dine-out restaurants and nightlife in Delhi NCR.';

const listings: Record<string, { name: string; description: string }> = {
  [paths.delivery]: { name: 'Order Food Online In NCR Delhi', description: site },
  [paths.dining]: {
    name: 'Dine-Out Restaurants In NCR Delhi',
    description: 'Dine-out restaurants in Delhi NCR: collections, ratings, prices and places.',
  },
  [paths.nightlife]: {
    name: 'NightLife Restaurants In NCR Delhi',
    description: 'Nightlife in Delhi NCR: bars, pubs and lounges with ratings and prices.',
  },
};

/** An item the page loaded (a detail page's one item), for its title. */
function loadedItem(data: SsrDataStore['entries']) {
  for (const entry of Object.values(data)) {
    if (entry.status !== 'ready' || Array.isArray(entry.data)) continue;
    const item = entry.data as { name?: unknown; place?: unknown; variety?: unknown };
    if (typeof item?.name === 'string') return item as { name: string; place?: string; variety?: string };
  }
  return undefined;
}

/** The <title> and meta description of a server-rendered page, naming what it shows. */
export function pageMeta(pathname: string, data: SsrDataStore['entries'], notFound: boolean): PageMeta {
  if (notFound) return { title: pageTitle('Page not found'), description: site };
  const listing = listings[pathname];
  if (listing) return { title: pageTitle(listing.name), description: listing.description };
  const category = matchPath(paths.deliveryCategory, pathname);
  const item = loadedItem(data);
  if (item) {
    const where = [item.variety, item.place].filter(Boolean).join(', ');
    return { title: pageTitle(item.name), description: where ? `${item.name}: ${where}.` : site };
  }
  if (category)
    return { title: pageTitle(`Order ${category.params.category ?? ''} online`), description: site };
  return { title: pageTitle(), description: site };
}
