import { paths, SectionNotFound, SectionRoutes, type SectionRoute } from '@zomato/shared';
import { LoginPage } from '../features/pages/login-page';
import { SignupPage } from '../features/pages/signup-page';

const routes: SectionRoute[] = [
  { path: paths.login, render: () => <LoginPage /> },
  { path: paths.signup, render: () => <SignupPage /> },
];

/** auth-mfe's pages: /login and /signup. */
export default function AuthApp() {
  return (
    <SectionRoutes routes={routes} notFound={<SectionNotFound backTo={paths.login} backLabel="Log in" />} />
  );
}
