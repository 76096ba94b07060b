import { paths, type SsrDataStore } from '@zomato/shared';
import { pageTitle, type ItemData } from '@zomato/section-ui';
import { routerStateIn } from '../app/router-state';

export interface PageMeta {
  title: string;
  description: string;
}

const site = 'Order food online, discover dine-out restaurants and nightlife in Delhi NCR.';

const sectionDescriptions: Record<string, string> = {
  [paths.delivery]: site,
  [paths.dining]: 'Dine-out restaurants in Delhi NCR: collections, ratings, prices and places.',
  [paths.nightlife]: 'Nightlife in Delhi NCR: bars, pubs and lounges with ratings and prices.',
};

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The text of the page's main heading, as React wrote it. */
function headingOf(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (inner === undefined) return undefined;
  const text = inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name] ?? '');
  return text.trim() || undefined;
}

/** The one item a detail page's loader found (../../../section-ui/src/detail/item-loader.ts), for its description. */
function loadedItem(entries: SsrDataStore['entries']) {
  const loaderData = routerStateIn({ entries })?.loaderData ?? {};
  for (const data of Object.values(loaderData)) {
    const answer = (data as Partial<ItemData> | null)?.answer;
    if (answer && !(answer instanceof Promise) && answer.status === 'ready') return answer.item;
  }
  return undefined;
}

/**
 * The <title> and meta description of a server-rendered page, naming what it shows: the
 * title is the name the page gave usePageTitle (as the browser's document.title), else
 * its main heading.
 */
export function pageMeta(
  pathname: string,
  page: { html: string; data: SsrDataStore['entries']; title?: string },
): PageMeta {
  const { html, data } = page;
  const title = pageTitle(page.title ?? headingOf(html));
  const item = loadedItem(data);
  if (item) {
    const where = [item.variety, item.place].filter(Boolean).join(', ');
    return { title, description: where ? `${item.name}: ${where}.` : site };
  }
  return { title, description: sectionDescriptions[pathname.replace(/\/+$/, '')] ?? site };
}
