import { paths, SectionNotFound, SectionRoutes, type SectionRoute } from '@zomato/shared';

const routes: SectionRoute[] = [
  { path: paths.nightlife, render: () => <h1>NightLife Restaurants In NCR Delhi</h1> },
];

/** nightlife-mfe's routes, mounted by the shell under /nightlife. */
export default function NightlifeApp() {
  return (
    <SectionRoutes
      routes={routes}
      notFound={<SectionNotFound backTo={paths.nightlife} backLabel="Back to Nightlife" />}
    />
  );
}
