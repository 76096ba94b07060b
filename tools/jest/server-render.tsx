import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  MemoryRouter,
  StaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { SsrDataContext, type SsrDataStore } from '@zomato/shared';

/**
 * The whole HTML of `page` drawn on the server as the render server does
 * (shell/src/server/render-page.tsx): every load waited for, no boundary outlined behind an
 * inline script.
 */
function renderWhole(page: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(page, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/**
 * Renders `element` on the server (`renderWhole`) in a MemoryRouter, or, given `url`, a
 * StaticRouter at the request's whole URL (as shell/src/server/server-app.tsx).
 */
export function serverRender(element: ReactNode, store: SsrDataStore, url?: string): Promise<string> {
  return renderWhole(
    <SsrDataContext value={store}>
      {url === undefined ? (
        <MemoryRouter>{element}</MemoryRouter>
      ) : (
        <StaticRouter location={url}>{element}</StaticRouter>
      )}
    </SsrDataContext>,
  );
}

/**
 * Renders `routes` at `url` on the server as the render server does (shell/src/server/server-router.ts):
 * React Router's static handler runs the matched loaders (given `requestContext`), then the static
 * router draws the page. Resolves with the HTML and the loaders' data.
 */
export async function serverRenderRoutes(
  routes: RouteObject[],
  url: string,
  store: SsrDataStore,
  requestContext?: unknown,
) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://site${url}`), { requestContext });
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderWhole(
    <SsrDataContext value={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SsrDataContext>,
  );
  return { html, loaderData: context.loaderData };
}
