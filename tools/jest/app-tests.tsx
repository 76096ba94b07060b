import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { setRuntimeConfig, type SectionModule } from '@zomato/shared';
import { startFailingApi, startRealApi, type RealApi } from './real-api';

/**
 * The page's requests (this file's window): `end` aborts those still on their way, and any
 * sent after it. jsdom's XMLHttpRequest keeps its timeout timer running after a network error
 * (https://github.com/jsdom/jsdom/issues/3433), so a request cut off by its server stopping
 * would hold Jest open for the client's whole timeout after the run. Node tests (server
 * rendering) have no XMLHttpRequest to track.
 */
function trackRequests() {
  if (typeof XMLHttpRequest === 'undefined') return { end: () => undefined };
  const open = new Set<XMLHttpRequest>();
  let ended = false;
  const { send } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.send = function trackedSend(this: XMLHttpRequest, body) {
    send.call(this, body);
    if (ended) return this.abort();
    open.add(this);
    this.addEventListener('loadend', () => open.delete(this));
  };
  return {
    end() {
      ended = true;
      for (const request of open) request.abort();
    },
  };
}

/**
 * The data services of a test file: the real one and one that is down (503), started once
 * for the file. Before each test the runtime config points at the real one and `each`
 * runs (a new visitor, a cleared city…). `base` and `downBase` name them. When the file
 * ends, what the page still has on its way is aborted (as a closed tab's would be) before
 * the services stop under it.
 */
export function testApis({ each }: { each?: () => void } = {}) {
  let api: RealApi | undefined;
  let down: RealApi | undefined;
  let requests: ReturnType<typeof trackRequests> | undefined;
  beforeAll(async () => {
    requests = trackRequests();
    [api, down] = await Promise.all([startRealApi(), startFailingApi()]);
  });
  afterAll(() => {
    requests?.end();
    return Promise.all([api?.stop(), down?.stop()]);
  });
  beforeEach(() => {
    setRuntimeConfig({ apiBase: apis.base, remotes: {} });
    each?.();
  });
  const started = (service: RealApi | undefined) => {
    if (!service) throw new Error('the test data services start in beforeAll');
    return service.base;
  };
  const apis = {
    get base() {
      return started(api);
    },
    get downBase() {
      return started(down);
    },
  };
  return apis;
}

/**
 * Renders a section's routes at `path` in a memory data router (their loaders run, as in the site's
 * router), with its not-found page at any other path.
 */
export const renderAppAt = ({ routes, notFound }: SectionModule, path: string) =>
  renderRoutesAt([...routes, { path: '*', element: notFound }], path);

/**
 * Renders `routes` at `path` in a memory data router, once the first page's loaders have answered;
 * with the router, whose location says where an action sent the visitor.
 */
export async function renderRoutesAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The first page's loaders have answered, as the site's router waits for them (shell/src/app/site-router.tsx).
  await waitFor(() => expect(router.state.initialized).toBe(true));
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(<RouterProvider router={router} />);
  });
  return { ...rendered!, router };
}
