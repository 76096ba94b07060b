import * as federation from '@module-federation/enhanced/runtime';
import { paths } from '@zomato/shared';
import { renderStandalone } from '@zomato/section-ui';
import App from './app/app';
import { QaPanel } from './features/qa/qa-panel';

/** The standalone page: QA launchers above the exposed App (which stays as the shell gets it). */
function StandaloneAuth() {
  return (
    <>
      <QaPanel />
      <App />
    </>
  );
}

const links = [
  { to: paths.login, label: 'Log in' },
  { to: paths.signup, label: 'Sign up' },
];

/** QA entry: this remote alone, with its own router and the real API. */
renderStandalone(StandaloneAuth, 'auth-mfe', links, federation);
