/** @jest-environment node */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ListingPage, setRuntimeConfig, SsrDataContext, type FoodItem, type SsrDataStore } from '../index';

const item = (id: number): FoodItem => ({
  id,
  name: `Place ${id}`,
  imgUrl: `images/random/${id}.svg`,
  price: 100 + (id % 7),
  rating: 4,
  variety: 'Cafe',
  place: 'Noida',
});
const list = (count: number) => Array.from({ length: count }, (_, index) => item(index + 1));

function serverRender(element: ReactNode, store: SsrDataStore): Promise<string> {
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
        <MemoryRouter>{element}</MemoryRouter>
      </SsrDataContext>,
      { onAllReady: () => stream.pipe(sink), onShellError: reject },
    );
  });
}

beforeEach(() => setRuntimeConfig({ apiBase: '/api', remotes: {} }));

describe('a long listing rendered on the server (docs/architecture.md#large-catalogues)', () => {
  it('reads only the first part and the length, draws the first screen and reserves the rest', async () => {
    const all = list(10_000);
    const load = jest.fn(() => Promise.resolve(all));
    const loadStart = jest.fn((count: number) =>
      Promise.resolve({ items: all.slice(0, count), total: all.length }),
    );
    const store: SsrDataStore = { entries: {}, pending: new Map() };
    const html = await serverRender(
      <ListingPage
        heading="Cakes"
        load={load}
        loadStart={loadStart}
        loadKey="cake"
        linkFor={() => undefined}
      />,
      store,
    );
    expect(load).not.toHaveBeenCalled();
    expect(loadStart).toHaveBeenCalledWith(48, expect.anything());
    expect(store.entries['["cake","start"]']).toEqual({
      status: 'ready',
      data: { items: all.slice(0, 48), total: 10_000 },
    });
    expect(html.match(/data-testid="item-card"/g)).toHaveLength(12);
    expect(html).toContain('aria-setsize="10000"');
    expect(html).toContain('--count:10000;--drawn:12');
    expect(html).toContain('aria-busy="true"');
  });

  it('draws a short list whole', async () => {
    const store: SsrDataStore = { entries: {}, pending: new Map() };
    const html = await serverRender(
      <ListingPage
        heading="Cakes"
        load={() => Promise.resolve(list(20))}
        loadStart={(count) => Promise.resolve({ items: list(20).slice(0, count), total: 20 })}
        loadKey="cake"
        linkFor={() => undefined}
      />,
      store,
    );
    expect(html.match(/data-testid="item-card"/g)).toHaveLength(20);
    expect(html).toContain('aria-busy="false"');
  });
});
