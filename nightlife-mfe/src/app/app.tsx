import { RestaurantSection } from '@zomato/section-ui';

/** nightlife-mfe's routes, mounted by the shell under /nightlife: the nightlife listing and each restaurant. */
export default function NightlifeApp() {
  return (
    <RestaurantSection
      section="nightlife"
      heading="NightLife Restaurants In NCR Delhi"
      detailBackLabel="Back to NightLife restaurants"
    />
  );
}
