// The page's colour tokens and global classes: on the site they are the shell's.
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import {
  ConfigError,
  loadRuntimeConfig,
  registerSectionRemotes,
  type FederationRuntime,
  type SectionModule,
} from '@zomato/shared';
import type { StandaloneLink } from './standalone-link';
import styles from './standalone.module.css';

/** The minimal frame a remote shows when QA runs it alone (docs/serving.md#running-one-remote-alone-qa). */
export function StandaloneFrame({
  appName,
  links,
  children,
}: {
  appName: string;
  links: readonly StandaloneLink[];
  children: React.ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <strong>{appName}</strong>
        <span className={styles.badge}>standalone</span>
        <nav aria-label={`${appName} pages`} className={styles.nav}>
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
      </header>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

/** Boots a remote on its own: reads the runtime config, then renders its routes in its own router. */
export function renderStandalone(
  { routes, notFound }: SectionModule,
  appName: string,
  links: readonly StandaloneLink[],
  federation: FederationRuntime,
) {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  loadRuntimeConfig()
    .then((config) => {
      // Other built remotes stay reachable standalone (e.g. checkout's cart view on delivery).
      registerSectionRemotes(config, federation);
      if (window.location.pathname === '/' && links[0]) window.history.replaceState(null, '', links[0].to);
      const router = createBrowserRouter([
        {
          element: (
            <StandaloneFrame appName={appName} links={links}>
              <Outlet />
            </StandaloneFrame>
          ),
          children: [...routes, { path: '*', element: notFound }],
        },
      ]);
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    })
    .catch((error: unknown) => {
      const message =
        error instanceof ConfigError ? error.message : 'The runtime config could not be loaded.';
      root.render(<p role="alert">{message}</p>);
    });
}
