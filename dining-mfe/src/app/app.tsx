import { paths, SectionNotFoundPage, SectionRoutes, sectionLabels, type SectionRoute } from '@zomato/shared';
import { DiningDetail } from '../features/restaurants/components/dining-detail';
import { DiningListing } from '../features/restaurants/components/dining-listing';

const routes: SectionRoute[] = [
  { path: paths.dining, render: () => <DiningListing /> },
  { path: paths.diningItem, render: ({ id }) => <DiningDetail id={id} /> },
];

/** dining-mfe's routes, mounted by the shell under /dinning. */
export default function DiningApp() {
  return (
    <SectionRoutes
      routes={routes}
      notFound={<SectionNotFoundPage backTo={paths.dining} backLabel={`Back to ${sectionLabels.dining}`} />}
    />
  );
}
