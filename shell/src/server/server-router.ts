import { createStaticHandler, createStaticRouter, type StaticHandlerContext } from 'react-router-dom';
import { siteRoutes } from '../app/routes';

/** One handler per process: it loads each lazy route module once. */
const handler = createStaticHandler(siteRoutes);

/**
 * The router of one request: React Router's static handler matches the address and runs what
 * its routes need (their lazy modules, their loaders), and the static router draws that.
 */
export async function routeRequest(url: string) {
  const context = await handler.query(new Request(new URL(url, 'http://site')));
  if (context instanceof Response)
    throw new Error(`${url}: a route answered ${context.status} to a page request`);
  return { router: createStaticRouter(handler.dataRoutes, context), context };
}

/** What the browser's router starts from: the loaders' and action's data the page was drawn with. */
export const hydrationStateOf = ({ loaderData, actionData }: StaticHandlerContext) => ({
  loaderData,
  actionData,
});
