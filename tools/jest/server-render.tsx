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
 * Renders `element` on the server as the render server does (shell/src/server/render-page.tsx):
 * waits for every load, then the whole HTML, with no boundary outlined behind an inline script.
 * In a MemoryRouter, or, given `url`, a StaticRouter at the request's whole URL (as
 * shell/src/server/server-app.tsx).
 */
export function serverRender(element: ReactNode, store: SsrDataStore, url?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(
      <SsrDataContext value={store}>
        {url === undefined ? (
          <MemoryRouter>{element}</MemoryRouter>
        ) : (
          <StaticRouter location={url}>{element}</StaticRouter>
        )}
      </SsrDataContext>,
      {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
      },
    );
  });
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
  const html = await new Promise<string>((resolve, reject) => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(written));
    const stream = renderToPipeableStream(
      <SsrDataContext value={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SsrDataContext>,
      {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
      },
    );
  });
  return { html, loaderData: context.loaderData };
}
