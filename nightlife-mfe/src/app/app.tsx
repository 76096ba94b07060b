import { restaurantSection } from '@zomato/section-ui';

/** nightlife-mfe's routes, mounted by the shell under /nightlife: the nightlife listing and each restaurant. */
export const { routes, notFound } = restaurantSection({
  section: 'nightlife',
  heading: 'NightLife Restaurants In NCR Delhi',
  detailBackLabel: 'Back to NightLife restaurants',
});
