import * as federation from '@module-federation/enhanced/runtime';
import { Outlet } from 'react-router-dom';
import { paths } from '@zomato/shared';
import { renderStandalone } from '@zomato/section-ui';
import * as app from './app/app';
import { QaPanel } from './features/qa/qa-panel';

/** The standalone page: QA launchers above the exposed routes (which stay as the shell gets them). */
const standaloneAuth = {
  ...app,
  routes: [
    {
      element: (
        <>
          <QaPanel />
          <Outlet />
        </>
      ),
      children: app.routes,
    },
  ],
};

const links = [
  { to: paths.login, label: 'Log in' },
  { to: paths.signup, label: 'Sign up' },
];

/** QA entry: this remote alone, with its own router and the real API. */
renderStandalone(standaloneAuth, 'auth-mfe', links, federation);
