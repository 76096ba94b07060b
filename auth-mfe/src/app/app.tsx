import { paths } from '@zomato/shared';
import { pagesInMain } from '@zomato/section-ui';
import { LoginPage } from '../features/pages/login-page';
import { SignupPage } from '../features/pages/signup-page';

/** auth-mfe's pages, /login and /signup, and what it shows at a path of its own that is no page. */
export const { routes, notFound } = pagesInMain(
  'auth',
  [
    { id: 'auth:login', path: paths.login, element: <LoginPage /> },
    { id: 'auth:signup', path: paths.signup, element: <SignupPage /> },
  ],
  { backTo: paths.login, backLabel: 'Log in' },
);
