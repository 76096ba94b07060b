import siteRoutes from './site-routes.json';
import type { RemoteKey } from '../config/runtime-config';

/**
 * Every route of the product, in one place (docs/architecture.md#conventions):
 * site-routes.json, which the Node server reads too (serving/remote-preload.mjs).
 */
const { sections, pages } = siteRoutes;

/** The three sections with a tab, each drawn by the remote of the same key. */
export type SectionKey = keyof typeof sections;
export const sectionKeys = Object.keys(sections) as SectionKey[];

/** The sections' names as visitors read them (tabs, menus, links): 'Dinning Out' spelled so. */
export const sectionLabels = Object.fromEntries(
  sectionKeys.map((key) => [key, sections[key].label]),
) as Record<SectionKey, string>;

/** A section's page and name, for a link to it. */
export const sectionLink = (key: SectionKey) => ({ to: sections[key].path, label: sections[key].label });

/** Each section's link, in the product's order (Delivery, Dinning Out, Nightlife). */
export const sectionLinks = sectionKeys.map(sectionLink);

/** The delivery categories, each a route /delivery/<category> (docs/product.md#carousel). */
export type DeliveryCategory = keyof typeof siteRoutes.deliveryCategories;
export const deliveryCategories = Object.keys(siteRoutes.deliveryCategories) as DeliveryCategory[];

/** How each category is named in headings ('Order your Ice Cream'). */
export const categoryLabels = Object.fromEntries(
  deliveryCategories.map((category) => [category, siteRoutes.deliveryCategories[category].label]),
) as Record<DeliveryCategory, string>;

export const paths = {
  home: '/',
  delivery: sections.delivery.path,
  deliveryCategory: `${sections.delivery.path}/:category`,
  deliveryCategoryItem: `${sections.delivery.path}/:category/:id`,
  dining: sections.dining.path,
  diningItem: `${sections.dining.path}/:id`,
  nightlife: sections.nightlife.path,
  nightlifeItem: `${sections.nightlife.path}/:id`,
  searchDetails: '/search-details/:id',
  /** Both search boxes' results, `?q=` (and `scope=everything` for the landing page's). */
  search: '/search',
  ...pages.checkout,
  ...pages.auth,
} as const;

/** The pages (not sections) each remote draws, for the shell's route table. */
export const remotePages = (Object.keys(pages) as (keyof typeof pages)[]).flatMap((remote) =>
  Object.values(pages[remote]).map((path) => ({ remote: remote satisfies RemoteKey, path })),
);

export const toPath = {
  deliveryCategory: (category: DeliveryCategory) => `${paths.delivery}/${category}`,
  deliveryCategoryItem: (category: DeliveryCategory, id: number | string) =>
    `${paths.delivery}/${category}/${id}`,
  deliveryItem: (id: number | string) => `${paths.delivery}/${id}`,
  diningItem: (id: number | string) => `${paths.dining}/${id}`,
  nightlifeItem: (id: number | string) => `${paths.nightlife}/${id}`,
  searchDetails: (id: number | string) => `/search-details/${id}`,
};

export function isDeliveryCategory(value: string): value is DeliveryCategory {
  return Object.hasOwn(siteRoutes.deliveryCategories, value);
}

/** Item ids are whole numbers; anything else names no item, so it is never requested. */
export const isItemId = (value: string | undefined): value is string => /^\d{1,9}$/.test(value ?? '');
