import { restaurantSection } from '@zomato/section-ui';
import { DiningCollections } from './dining-collections';

/**
 * dining-mfe's routes, mounted by the shell under /dinning: the collections block first
 * (what a visitor browses by), then the dine-out listing and each restaurant.
 */
export const { routes, notFound } = restaurantSection({
  section: 'dining',
  heading: 'Dine-Out Restaurants In NCR Delhi',
  detailBackLabel: 'Back to Dine-Out restaurants',
  before: <DiningCollections />,
});
