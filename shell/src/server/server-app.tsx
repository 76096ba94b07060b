import { StaticRouterProvider, type createStaticRouter, type StaticHandlerContext } from 'react-router-dom';
import { ServerRemotesContext, SsrDataContext, type ServerRemotes, type SsrDataStore } from '@zomato/shared';

/**
 * The page as the server renders it: the site's routes (src/app/routes.tsx) in a static router
 * at the requested URL (./server-router.ts), this request's data store and this request's
 * remotes. The DOM is the one the browser's first render makes, so hydration matches. The
 * router's state goes to the browser in the page's data (`hydrate={false}`: React Router would
 * write it in an inline script, which the CSP refuses).
 */
export function ServerApp({
  router,
  context,
  data,
  remotes,
}: {
  router: ReturnType<typeof createStaticRouter>;
  context: StaticHandlerContext;
  data: SsrDataStore;
  remotes: ServerRemotes;
}) {
  return (
    <SsrDataContext value={data}>
      <ServerRemotesContext value={remotes}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServerRemotesContext>
    </SsrDataContext>
  );
}
