import { paths, sectionLabels, type RemoteKey } from '@zomato/shared';
import deliveryActive from './icons/delivery-active.webp';
import deliveryInactive from './icons/delivery-inactive.webp';
import diningActive from './icons/dining-active.webp';
import diningInactive from './icons/dining-inactive.webp';
import nightlifeActive from './icons/nightlife-active.webp';
import nightlifeInactive from './icons/nightlife-inactive.webp';

export type TabKey = 'delivery' | 'nightlife' | 'dinning';

/** docs/product.md#tab-bar: three tabs in this order (Delivery, Nightlife, Dinning Out). */
export const tabs: ReadonlyArray<{
  key: TabKey;
  /** The remote that renders the section. */
  remote: RemoteKey;
  label: string;
  to: string;
  icon: string;
  activeIcon: string;
}> = [
  {
    key: 'delivery',
    remote: 'delivery',
    label: sectionLabels.delivery,
    to: paths.delivery,
    icon: deliveryInactive,
    activeIcon: deliveryActive,
  },
  {
    key: 'nightlife',
    remote: 'nightlife',
    label: sectionLabels.nightlife,
    to: paths.nightlife,
    icon: nightlifeInactive,
    activeIcon: nightlifeActive,
  },
  {
    key: 'dinning',
    remote: 'dining',
    label: sectionLabels.dining,
    to: paths.dining,
    icon: diningInactive,
    activeIcon: diningActive,
  },
];

/** The tab a path belongs to, or undefined outside the three sections. */
export function tabForPath(pathname: string): TabKey | undefined {
  return tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))?.key;
}
