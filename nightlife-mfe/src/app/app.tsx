import { paths, SectionNotFoundPage, SectionRoutes, sectionLabels, type SectionRoute } from '@zomato/shared';
import { NightlifeDetail } from '../features/restaurants/components/nightlife-detail';
import { NightlifeListing } from '../features/restaurants/components/nightlife-listing';

const routes: SectionRoute[] = [
  { path: paths.nightlife, render: () => <NightlifeListing /> },
  { path: paths.nightlifeItem, render: ({ id }) => <NightlifeDetail id={id} /> },
];

/** nightlife-mfe's routes, mounted by the shell under /nightlife. */
export default function NightlifeApp() {
  return (
    <SectionRoutes
      routes={routes}
      notFound={
        <SectionNotFoundPage backTo={paths.nightlife} backLabel={`Back to ${sectionLabels.nightlife}`} />
      }
    />
  );
}
