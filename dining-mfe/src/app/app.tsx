import { paths, SectionNotFound, SectionRoutes, type SectionRoute } from '@zomato/shared';

const routes: SectionRoute[] = [
  { path: paths.dining, render: () => <h1>Dine-Out Restaurants In NCR Delhi</h1> },
];

/** dining-mfe's routes, mounted by the shell under /dinning. */
export default function DiningApp() {
  return (
    <SectionRoutes
      routes={routes}
      notFound={<SectionNotFound backTo={paths.dining} backLabel="Back to Dinning Out" />}
    />
  );
}
