import { Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '@zomato/shared';
import { SectionNotFound } from '@zomato/section-ui';
import { LoginPage } from '../features/pages/login-page';
import { SignupPage } from '../features/pages/signup-page';

/** What auth shows at a path of its own that is no page. */
export const notFound = (
  <main>
    <SectionNotFound backTo={paths.login} backLabel="Log in" />
  </main>
);

/** auth-mfe's pages: /login and /signup, in the page's main landmark (as every section's). */
export const routes: RouteObject[] = [
  {
    id: 'auth',
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { id: 'auth:login', path: paths.login, element: <LoginPage /> },
      { id: 'auth:signup', path: paths.signup, element: <SignupPage /> },
    ],
  },
];
