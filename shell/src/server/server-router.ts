import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { RemoteKey, SectionModule, ServerRemotes } from '@zomato/shared';
import { siteRoutesWith } from '../app/routes';
import { remoteOfRoute } from '../app/section-route-id';

type StaticHandler = ReturnType<typeof createStaticHandler>;

/** The site's routes with no section's own: enough to find the boundary route an address is under. */
const boundaries = siteRoutesWith({});

/** The section that draws `url`'s page, if one does: the boundary route its address matches. */
function sectionOf(url: URL): RemoteKey | undefined {
  const matches = matchRoutes(boundaries, url.pathname) ?? [];
  for (const { route } of matches) {
    const remote = remoteOfRoute(route.id);
    if (remote) return remote;
  }
  return undefined;
}

/**
 * A handler per section version (and one for the shell's own pages): it loads each lazy route
 * module once, and a section released again comes with a new module, so a new handler.
 */
const handlers = new Map<RemoteKey | 'shell', { module?: SectionModule; handler: StaticHandler }>();
function handlerFor(remote: RemoteKey | undefined, module: SectionModule | undefined): StaticHandler {
  const key = remote ?? 'shell';
  const known = handlers.get(key);
  if (known && known.module === module) return known.handler;
  const handler = createStaticHandler(siteRoutesWith(remote && module ? { [remote]: module } : {}));
  handlers.set(key, { module, handler });
  return handler;
}

/**
 * The router of one request: the routes of the section that draws the page, from this request's
 * remotes (the version it renders), then React Router's static handler matches the address and runs
 * what its routes need (their lazy modules, their loaders), and the static router draws that. A
 * section whose code does not load leaves its page to the browser (its boundary: ../app/section-routes.tsx).
 */
export async function routeRequest(url: string, remotes: ServerRemotes) {
  const address = new URL(url, 'http://site');
  const remote = sectionOf(address);
  const module = remote
    ? await (remotes.load(remote, './App') as unknown as Promise<SectionModule>).catch(() => undefined)
    : undefined;
  const handler = handlerFor(remote, module);
  const context = await handler.query(new Request(address));
  if (context instanceof Response)
    throw new Error(`${url}: a route answered ${context.status} to a page request`);
  return { router: createStaticRouter(handler.dataRoutes, context), context };
}

/** What the browser's router starts from: the loaders' and action's data the page was drawn with. */
export const hydrationStateOf = ({ loaderData, actionData }: StaticHandlerContext) => ({
  loaderData,
  actionData,
});
