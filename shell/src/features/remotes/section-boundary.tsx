import { Suspense, use, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { matchRoutes, Outlet, useLocation, useOutletContext } from 'react-router-dom';
import {
  RemoteErrorBoundary,
  RenderedMark,
  reportRemoteEvent,
  sectionLabels,
  ServerRemotesContext,
  SsrDataContext,
  type RemoteKey,
  type SectionModule,
} from '@zomato/shared';
import { rematchWith } from '../../app/router-instance';
import { sectionRouteId } from '../../app/section-route-id';
import { useLoadTrouble } from './kept-server-html';
import { loadedSection, nextMount, sectionExpose, sectionLoad, sectionTroubleKey } from './section-load';
import { SectionFallback, SectionNotWorking, SectionSpinner } from './section-states';

export const sectionNames: Record<RemoteKey, string> = {
  ...sectionLabels,
  checkout: 'Checkout',
  auth: 'Account',
};

/**
 * The element of a section's boundary route, above every route of the section (`SectionRest`
 * below, and the section's own routes once the router has them): the section's page view, its
 * spinner while its code loads, its fallback with Retry when the code fails or throws, and over the
 * server's page a notice instead, the page kept (docs/section-health.md).
 */
export function SectionBoundary({ remote }: { remote: RemoteKey }) {
  const name = sectionNames[remote];
  const server = useContext(ServerRemotesContext);
  const ssrData = useContext(SsrDataContext);
  // Mounted by hydration, over the section's server HTML: that HTML stays if the code fails.
  const [overServerHtml] = useState(() => !server && ssrData?.hydrating === true);
  // A page view of this section, for section health (docs/section-health.md#section-health).
  useEffect(() => reportRemoteEvent({ type: 'view', remote }), [remote]);
  const [mount] = useState(nextMount);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The same element while nothing it shows changes: React redraws a boundary still holding
  // server HTML when given new props, losing the server's page.
  const fallback = useMemo(() => <SectionSpinner name={name} onRetry={retry} />, [name, retry]);
  const context: RestContext = useMemo(
    () => ({ mount, attempt, overServerHtml }),
    [mount, attempt, overServerHtml],
  );
  return (
    <RemoteErrorBoundary
      label={`${remote} ${sectionExpose}`}
      remote={remote}
      expose={sectionExpose}
      onRetry={retry}
      fallback={(again) => <SectionFallback name={name} onRetry={again} />}
    >
      {overServerHtml && <KeptPageNotice remote={remote} name={name} />}
      <Suspense fallback={fallback}>
        <Outlet context={context} />
        <RenderedMark remote={remote} expose={sectionExpose} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

interface RestContext {
  mount: number;
  attempt: number;
  overServerHtml: boolean;
}

/** Never settles: a Suspense boundary over it keeps what it shows (the server's page, or the spinner). */
const meanwhile = new Promise<never>(() => undefined);

/**
 * The element of a section's own paths while the router does not have its routes (they have not
 * loaded yet, or failed to), and at a path of the section that none of them matches. It waits for the
 * section's code (the boundary shows the spinner, or keeps the server's page); then the router
 * matches the address again, with the section's routes (../../app/section-routes.tsx), or it shows the
 * section's not-found page.
 */
export function SectionRest({ remote }: { remote: RemoteKey }) {
  const server = useContext(ServerRemotesContext);
  const { mount, attempt, overServerHtml } = useOutletContext<RestContext>();
  const location = useLocation();
  const module = server
    ? use(server.load(remote, sectionExpose) as unknown as Promise<SectionModule>)
    : (loadedSection(remote) ?? use(sectionLoad(remote, { mount, attempt }, overServerHtml)));
  // Until the router has drawn the page again, what shows stays (the server's page, or the spinner).
  if (
    !server &&
    matchRoutes(module.routes, location) &&
    rematchWith(sectionRouteId(remote), module.routes, location)
  )
    use(meanwhile);
  return module.notFound;
}

/** Its own subscriber: the boundary beside it, still the server's page, is never re-rendered by it. */
function KeptPageNotice({ remote, name }: { remote: RemoteKey; name: string }) {
  const trouble = useLoadTrouble(sectionTroubleKey(remote));
  return trouble ? <SectionNotWorking name={name} trouble={trouble} /> : null;
}
