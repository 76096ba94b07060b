import { paths, SectionNotFound, SectionRoutes, type SectionRoute } from '@zomato/shared';

const routes: SectionRoute[] = [
  { path: paths.login, render: () => <h1>Log in</h1> },
  { path: paths.signup, render: () => <h1>Sign up</h1> },
];

/** auth-mfe's pages: /login and /signup. */
export default function AuthApp() {
  return (
    <SectionRoutes routes={routes} notFound={<SectionNotFound backTo={paths.login} backLabel="Log in" />} />
  );
}
