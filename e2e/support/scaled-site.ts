import { startSiteWithOwnApi, type SiteWithOwnApi } from './own-api-site';

export type ScaledSite = SiteWithOwnApi;

/**
 * A site whose data service answers every list with `scale` items (mock-api CATALOG_SCALE:
 * same fields, new ids), for the large-catalogue specs.
 */
export const startScaledSite = (scale: number): Promise<ScaledSite> =>
  startSiteWithOwnApi(`scale-${scale}`, { CATALOG_SCALE: String(scale) });
