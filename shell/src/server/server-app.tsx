import { StaticRouter } from 'react-router-dom';
import { ServerRemotesContext, SsrDataContext, type ServerRemotes, type SsrDataStore } from '@zomato/shared';
import { AppRoutes } from '../app/routes';

/**
 * The page as the server renders it: the browser's App (src/app/app.tsx) with a router fixed
 * at the requested URL, this request's data store and this request's remotes. The DOM is
 * the one the browser's first render makes, so hydration matches.
 */
export function ServerApp({
  url,
  data,
  remotes,
}: {
  url: string;
  data: SsrDataStore;
  remotes: ServerRemotes;
}) {
  return (
    <SsrDataContext value={data}>
      <ServerRemotesContext value={remotes}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </ServerRemotesContext>
    </SsrDataContext>
  );
}
