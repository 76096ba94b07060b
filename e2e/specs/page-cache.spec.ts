import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, siteUrl, test } from '../support/fixtures';

type Page = ReturnType<typeof pageOf>;
type PageAt = (address: string, render: () => Promise<Page>) => Promise<{ page: Page; cached: boolean }>;
let createPageCache: (options: { freshMs: number; maxPages?: number; now?: () => number }) => PageAt;

/** A rendered page as the renderer gives it: complete unless told otherwise. */
const pageOf = (html: string, { leftToBrowser = [] as string[], failedLoad = false } = {}) => ({
  status: 200,
  html,
  data: { list: failedLoad ? { status: 'error', error: {} } : { status: 'ready', data: [] } },
  clientRendered: leftToBrowser,
});

/** A renderer that counts its renders and answers when told to. */
function renderer() {
  const calls: Array<(page: Page) => void> = [];
  return {
    calls,
    render: () => new Promise<Page>((resolve) => calls.push(resolve)),
  };
}

test.describe('the render server’s page cache (server-rendering/page-cache.mjs)', () => {
  test.beforeAll(async () => {
    const file = join(__dirname, '../../server-rendering/page-cache.mjs');
    ({ createPageCache } = await import(pathToFileURL(file).href));
  });

  // Clocks start past 0: lru-cache takes a start time of 0 as none.
  const start = 1_000_000;

  test('concurrent requests for one address share one render; the next request is a hit', async () => {
    let clock = start;
    const pageAt = createPageCache({ freshMs: 1000, now: () => clock });
    const { calls, render } = renderer();
    const first = pageAt('/delivery', render);
    const second = pageAt('/delivery', render);
    expect(calls).toHaveLength(1);
    calls[0]!(pageOf('one'));
    expect(await first).toEqual({ page: pageOf('one'), cached: false });
    expect(await second).toEqual({ page: pageOf('one'), cached: false });
    clock = start + 999;
    expect(await pageAt('/delivery', render)).toEqual({ page: pageOf('one'), cached: true });
    expect(calls).toHaveLength(1);
  });

  test('a stale page is answered while one render replaces it; a very old one waits', async () => {
    let clock = start;
    const pageAt = createPageCache({ freshMs: 1000, now: () => clock });
    const { calls, render } = renderer();
    const first = pageAt('/dinning', render);
    calls[0]!(pageOf('old'));
    await first;
    clock = start + 1500;
    expect((await pageAt('/dinning', render)).page.html).toBe('old');
    expect((await pageAt('/dinning', render)).page.html).toBe('old');
    expect(calls).toHaveLength(2);
    calls[1]!(pageOf('new'));
    await expect.poll(async () => (await pageAt('/dinning', render)).page.html).toBe('new');
    clock = start + 1500 + 6001;
    const waiting = pageAt('/dinning', render);
    expect(calls).toHaveLength(3);
    calls[2]!(pageOf('newest'));
    expect(await waiting).toEqual({ page: pageOf('newest'), cached: false });
  });

  test('keeps only complete pages, and at most maxPages addresses', async () => {
    const pageAt = createPageCache({ freshMs: 1000, maxPages: 2 });
    let renders = 0;
    const render = (page: Page) => () => {
      renders += 1;
      return Promise.resolve(page);
    };
    await pageAt('/partial', render(pageOf('p', { leftToBrowser: ['budget spent'] })));
    await pageAt('/partial', render(pageOf('p')));
    await pageAt('/failed', render(pageOf('f', { failedLoad: true })));
    await pageAt('/failed', render(pageOf('f')));
    expect(renders).toBe(4);
    for (const address of ['/a', '/b', '/c']) await pageAt(address, render(pageOf(address)));
    expect((await pageAt('/c', render(pageOf('c')))).cached).toBe(true);
    expect((await pageAt('/a', render(pageOf('a')))).cached).toBe(false);
  });

  test('an incomplete render over a stale page keeps that page as it was: the next request renders again', async () => {
    let clock = start;
    const pageAt = createPageCache({ freshMs: 1000, now: () => clock });
    let renders = 0;
    const render = (page: Page) => () => {
      renders += 1;
      return Promise.resolve(page);
    };
    await pageAt('/delivery', render(pageOf('old')));
    clock = start + 1500;
    expect(
      (await pageAt('/delivery', render(pageOf('partial', { leftToBrowser: ['budget spent'] })))).page.html,
    ).toBe('old');
    await expect.poll(() => renders).toBe(2);
    expect(await pageAt('/delivery', render(pageOf('new')))).toEqual({ page: pageOf('old'), cached: true });
    expect(renders).toBe(3);
    await expect.poll(async () => (await pageAt('/delivery', render(pageOf('newer')))).page.html).toBe('new');
  });

  test('a failed render is not kept: the next request renders again', async () => {
    const pageAt = createPageCache({ freshMs: 1000 });
    await expect(pageAt('/x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await pageAt('/x', () => Promise.resolve(pageOf('x')))).cached).toBe(false);
  });

  test('with no time to keep pages, every request renders', async () => {
    const pageAt = createPageCache({ freshMs: 0 });
    let renders = 0;
    const render = () => Promise.resolve(pageOf(String((renders += 1))));
    await pageAt('/delivery', render);
    expect((await pageAt('/delivery', render)).page.html).toBe('2');
  });

  test('the site answers a page again from the cache, the same page', async () => {
    const get = () => fetch(`${siteUrl()}/delivery/cake`);
    const first = await get();
    const firstHtml = await first.text();
    const again = await get();
    expect(again.headers.get('server-timing')).toMatch(/cache;desc="hit"/);
    expect(await again.text()).toBe(firstHtml);
  });
});
