import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type StaticHandlerContext,
} from 'react-router-dom';
import type {
  FormAnswer,
  RefusedForm,
  RemoteKey,
  SectionModule,
  ServerLoadContext,
  ServerRemotes,
} from '@zomato/shared';
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

async function handlerOf(address: URL, remotes: ServerRemotes) {
  const remote = sectionOf(address);
  const module = remote
    ? await (remotes.load(remote, './App') as unknown as Promise<SectionModule>).catch(() => undefined)
    : undefined;
  return handlerFor(remote, module);
}

/**
 * A form posted to `path`, answered by its route's action (the one the browser runs too): the
 * address it sends the visitor to, or what it refused. Undefined where the route has no action.
 */
export async function actOnForm(
  path: string,
  fields: Record<string, string>,
  remotes: ServerRemotes,
  context: ServerLoadContext,
): Promise<FormAnswer | undefined> {
  const address = new URL(path, 'http://site');
  const handler = await handlerOf(address, remotes);
  const request = new Request(address, { method: 'POST', body: new URLSearchParams(fields) });
  let answer: unknown;
  try {
    answer = await handler.queryRoute(request, { requestContext: context });
  } catch (error) {
    // 405: the route has no action. A redirect, or a refusal with its status, is thrown as a Response.
    if (error instanceof Response) answer = error;
    else if ((error as { status?: unknown } | null)?.status === 405) return undefined;
    else throw error;
  }
  if (answer instanceof Response) {
    const redirect = answer.headers.get('Location');
    if (redirect && answer.status >= 300 && answer.status < 400) return { redirect };
    // A refusal (`data(refused, { status })`) comes as its JSON.
    return (await answer.json()) as RefusedForm;
  }
  const given = answer as { type?: unknown; data?: unknown } | null;
  return (given?.type === 'DataWithResponseInit' ? given.data : answer) as RefusedForm;
}

/**
 * The router of one request: the routes of the section that draws the page, from this request's
 * remotes (the version it renders), then React Router's static handler matches the address and runs
 * what its routes need (their lazy modules, their loaders, given `load`: the render budget), and
 * the static router draws that. A
 * section whose code does not load leaves its page to the browser (its boundary: ../app/section-routes.tsx).
 */
export async function routeRequest(url: string, remotes: ServerRemotes, load: ServerLoadContext) {
  const address = new URL(url, 'http://site');
  const handler = await handlerOf(address, remotes);
  const context = await handler.query(new Request(address), { requestContext: load });
  if (context instanceof Response)
    throw new Error(`${url}: a route answered ${context.status} to a page request`);
  return { router: createStaticRouter(handler.dataRoutes, context), context };
}

/** What the browser's router starts from: the loaders' and action's data the page was drawn with. */
export const hydrationStateOf = ({ loaderData, actionData }: StaticHandlerContext) => ({
  loaderData,
  actionData,
});
