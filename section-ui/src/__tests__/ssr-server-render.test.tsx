/** @jest-environment node */
import { type FoodItem, setRuntimeConfig, type SsrDataStore } from '@zomato/shared';
import { useParams } from 'react-router-dom';
import { testApis } from '../../../tools/jest/app-tests';
import { serverRender, serverRenderRoutes } from '../../../tools/jest/server-render';
import { DetailPage, itemLoader, ListingPage } from '../index';

const cakeLoader = itemLoader(({ id }) => ({ source: 'cake', id }));
function CakeDetail() {
  return (
    <DetailPage id={useParams().id} source="cake" backTo="/" backLabel="Back">
      {(found) => <h1>{found.name}</h1>}
    </DetailPage>
  );
}

const item = (id: number): FoodItem => ({
  id,
  name: `Place <${id}>`,
  imgUrl: `images/cake/${id}.svg`,
  price: 100 * id,
  rating: 4,
  variety: 'Bakery',
  place: 'Noida',
});

const newStore = (): SsrDataStore => ({ entries: {}, pending: new Map() });

const apis = testApis();
beforeEach(() => setRuntimeConfig({ apiBase: apis.base, remotes: {} }));

describe('server rendering with data', () => {
  it('loads a listing once inside the render and writes its cards, escaped', async () => {
    const load = jest.fn(() => Promise.resolve([item(1), item(2)]));
    const store = newStore();
    const html = await serverRender(
      <ListingPage heading="Cakes" load={load} loadKey="cake" linkFor={() => undefined} />,
      store,
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(html).toContain('Place &lt;1&gt;');
    expect(html).toContain('Place &lt;2&gt;');
    expect(store.entries['["cake"]']).toEqual({ status: 'ready', data: [item(1), item(2)] });
  });

  it('writes the error state with Retry when the data service fails, and keeps its words', async () => {
    const store = newStore();
    const failure = Object.assign(new Error('down'), { isAxiosError: true, response: { status: 503 } });
    const html = await serverRender(
      <ListingPage
        heading="Cakes"
        load={() => Promise.reject(failure)}
        loadKey="cake"
        linkFor={() => undefined}
      />,
      store,
    );
    expect(html).toContain('We could not load this list.');
    expect(html).toContain('Retry');
    expect(store.entries['["cake"]']).toMatchObject({
      status: 'error',
      error: { ssrError: true, status: 503 },
    });
  });

  it('says "not found" for an unknown id: the page is a 404', async () => {
    const onNotFound = jest.fn();
    const { html, loaderData } = await serverRenderRoutes(
      [{ id: 'detail', path: '/cake/:id', loader: cakeLoader, Component: CakeDetail }],
      '/cake/999',
      { ...newStore(), onNotFound },
      { deadline: new Promise<never>(() => undefined) },
    );
    expect(html).toContain('We could not find that place');
    expect(onNotFound).toHaveBeenCalled();
    expect(loaderData).toEqual({ detail: { answer: { status: 'not-found' } } });
  });

  it('draws the item its loader found, and leaves it to the browser once the budget is spent', async () => {
    const routes = [{ id: 'detail', path: '/cake/:id', loader: cakeLoader, Component: CakeDetail }];
    const found = await serverRenderRoutes(routes, '/cake/1', newStore(), {
      deadline: new Promise<never>(() => undefined),
    });
    expect(found.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(found.loaderData).toMatchObject({ detail: { answer: { status: 'ready', item: { id: 1 } } } });
    const spent = await serverRenderRoutes(routes, '/cake/1', newStore(), {
      deadline: Promise.reject(new Error('budget spent')),
    });
    expect(spent.html).toContain('Loading details');
    expect(spent.loaderData).toEqual({ detail: { answer: { status: 'left' } } });
  });

  it('keeps each request to its own store: two renders never see each other’s data', async () => {
    const first = newStore();
    const second = newStore();
    const [a, b] = await Promise.all([
      serverRender(
        <ListingPage
          heading="A"
          load={() => Promise.resolve([item(1)])}
          loadKey="k"
          linkFor={() => undefined}
        />,
        first,
      ),
      serverRender(
        <ListingPage
          heading="B"
          load={() => Promise.resolve([item(2)])}
          loadKey="k"
          linkFor={() => undefined}
        />,
        second,
      ),
    ]);
    expect(a).toContain('Place &lt;1&gt;');
    expect(a).not.toContain('Place &lt;2&gt;');
    expect(b).toContain('Place &lt;2&gt;');
    expect(b).not.toContain('Place &lt;1&gt;');
  });
});

describe('a listing rendered on the server at an address with choices (docs/product.md#listing-address)', () => {
  it('loads the list inside the render and draws the view the query names', async () => {
    const places = ['Noida', 'Gurgaon', 'Noida', 'Noida'];
    const list = places.map((place, index) => ({
      ...item(index + 1),
      place,
      price: [300, 100, 200, 250][index]!,
    }));
    const store = newStore();
    const html = await serverRender(
      <ListingPage
        heading="Cakes"
        load={() => Promise.resolve(list)}
        loadStart={(count) => Promise.resolve({ items: list.slice(0, count), total: list.length })}
        loadKey="cake"
        linkFor={() => undefined}
      />,
      store,
      '/delivery/cake?city=Noida&sort=ascPrice',
    );
    expect([...html.matchAll(/<h2[^>]*>Place &lt;(\d)&gt;<\/h2>/g)].map((match) => match[1])).toEqual([
      '3',
      '4',
      '1',
    ]);
    expect(html).toMatch(
      /<select[^>]*name="city"[^>]*>.*<option value="Noida"[^>]* selected="">Noida<\/option>/,
    );
    expect(html).toMatch(
      /<select[^>]*name="price"[^>]*>.*<option value="ascPrice"[^>]* selected="">Low to High<\/option>/,
    );
    expect(html).toMatch(/<form [^>]*action="\/delivery\/cake"/);
    expect(html).toMatch(/<form [^>]*method="get"/);
  });
});

describe('a long listing rendered on the server (docs/data-service.md#large-catalogues)', () => {
  it('reads only the first part and the length, draws the first screen and reserves the rest', async () => {
    const all = Array.from({ length: 10_000 }, (_, index) => item(index + 1));
    const load = jest.fn(() => Promise.resolve(all));
    const loadStart = jest.fn((count: number) =>
      Promise.resolve({ items: all.slice(0, count), total: all.length }),
    );
    const store = newStore();
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
    // Its cards are not all drawn: no choice can be shown before the server's answer.
    expect(html).not.toContain('data-shows');
    expect(html).toContain('aria-busy="true"');
  });

  it('draws a short list whole', async () => {
    const short = Array.from({ length: 20 }, (_, index) => item(index + 1));
    const store = newStore();
    const html = await serverRender(
      <ListingPage
        heading="Cakes"
        load={() => Promise.resolve(short)}
        loadStart={(count) => Promise.resolve({ items: short.slice(0, count), total: 20 })}
        loadKey="cake"
        linkFor={() => undefined}
      />,
      store,
    );
    expect(html.match(/data-testid="item-card"/g)).toHaveLength(20);
    expect(html).toContain('aria-busy="false"');
  });
});
