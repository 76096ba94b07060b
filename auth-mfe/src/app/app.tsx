import { paths } from '@zomato/shared';
import { type SectionRoute, SectionRoutes, SectionNotFound } from '@zomato/section-ui';
import { LoginPage } from '../features/pages/login-page';
import { SignupPage } from '../features/pages/signup-page';

const routes: SectionRoute[] = [
  { path: paths.login, render: () => <LoginPage /> },
  { path: paths.signup, render: () => <SignupPage /> },
];

/** auth-mfe's pages: /login and /signup, in the page's main landmark (as every section's). */
export default function AuthApp() {
  return (
    <main>
      <SectionRoutes routes={routes} notFound={<SectionNotFound backTo={paths.login} backLabel="Log in" />} />
    </main>
  );
}
