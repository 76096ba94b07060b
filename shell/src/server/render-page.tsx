import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { clientRenderDigest, type RemoteKey, type SsrDataStore, type VisitorFacts } from '@zomato/shared';
import { withRouterState } from '../app/router-state';
import { ServerApp } from './server-app';
import { hydrationStateOf, routeRequest } from './server-router';
import type { createRemoteLoader } from './remote-loader';

export interface RenderedPage {
  status: number;
  /** The page's name as it gave it to usePageTitle, if it did. */
  title?: string;
  /** The markup of #root. */
  html: string;
  /** The loads that settled, for the page's JSON script. */
  data: SsrDataStore['entries'];
  /** The remotes the page rendered (their CSS goes in the page). */
  used: RemoteKey[];
  /** What was left to the browser, and why (a remote that failed, the budget). */
  clientRendered: string[];
}

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Renders one page with React's streaming renderer, a Suspense boundary per remote. The
 * HTML is sent once every boundary is done or the budget is spent: a boundary still
 * waiting then (a slow remote or data service), and one whose remote failed or threw, is
 * sent as its fallback and rendered by the browser. Sending it in one piece keeps the
 * page free of the inline scripts React writes for boundaries that finish after their
 * parent was sent, which the Content-Security-Policy does not allow.
 * Everything a render touches (data, remotes) is made here, per request.
 */
export async function renderPage(options: {
  url: string;
  remotes: ReturnType<typeof createRemoteLoader>;
  budgetMs: number;
  /** What the request says of the browser; a page that reads it sends it on in its data. */
  visitor?: VisitorFacts;
}): Promise<RenderedPage> {
  const { url, budgetMs, visitor } = options;
  let notFound = false;
  let title: string | undefined;
  const data: SsrDataStore = {
    entries: {},
    pending: new Map(),
    onNotFound: () => (notFound = true),
    onTitle: (name) => (title = name),
    visitor,
  };
  // The budget: when it is spent, what still waits for a remote or for data fails its
  // boundary, and React finishes the page with those boundaries left to the browser.
  let spend: (error: Error) => void = () => undefined;
  const deadline = new Promise<never>((_, reject) => (spend = reject));
  deadline.catch(() => undefined);
  data.deadline = deadline;
  // Told once the budget is spent, for what is still drawing then.
  let afterBudget: () => void = () => undefined;
  const timer = setTimeout(() => {
    // One turn of I/O first: in a lane busy with other renders this timer can run before the
    // callbacks of answers that arrived in time, and those would lose a race they had won.
    setImmediate(() => {
      spend(new Error(`render budget of ${budgetMs} ms spent`));
      afterBudget();
    });
  }, budgetMs);
  const remotes = options.remotes.forRequest(deadline);
  // The section's routes load within the budget too: past it, its page is left to the browser.
  const { router, context } = await routeRequest(url, remotes, { deadline }).catch((error: unknown) => {
    clearTimeout(timer);
    throw error;
  });
  withRouterState(data.entries, hydrationStateOf(context));
  const clientRendered: string[] = [];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => {
      resolve({
        status: notFound ? 404 : 200,
        title,
        html: Buffer.concat(chunks).toString('utf8'),
        data: data.entries,
        used: [...remotes.used],
        clientRendered,
      });
    });
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      clearTimeout(timer);
      clearTimeout(lastResort);
      stream.pipe(sink);
    };
    let lastResort: ReturnType<typeof setTimeout> | undefined;
    const stream = renderToPipeableStream(
      <ServerApp router={router} context={context} data={data} remotes={remotes} />,
      {
        // Never outline a finished boundary (React does for large ones, with an inline script).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady: send,
        onShellError: (error) => {
          clearTimeout(timer);
          clearTimeout(lastResort);
          reject(error instanceof Error ? error : new Error(describe(error)));
        },
        onError: (error) => {
          clientRendered.push(describe(error));
          return clientRenderDigest;
        },
      },
    );
    afterBudget = () => {
      // Something else still waiting (a remote's own lazy chunk) gets as long again; then the
      // whole page goes to the browser. An aborted stream is never sent: React would finish
      // its boundaries with inline scripts, which the CSP refuses.
      lastResort = setTimeout(() => {
        if (sent) return;
        sent = true;
        stream.abort();
        reject(new Error(`render not done ${budgetMs} ms after its budget`));
      }, budgetMs);
    };
  });
}
