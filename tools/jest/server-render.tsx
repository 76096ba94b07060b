import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
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
