import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  type FoodItem,
  setRuntimeConfig,
  SsrDataContext,
  type SsrDataStore,
  useAppStore,
} from '@zomato/shared';
import { type ListStart } from '../data/catalog';
import { ListingPage } from '../index';

/** docs/data-service.md#large-catalogues: a long list's first part from the server, the rest after. */
const item = (id: number): FoodItem => ({
  id,
  name: `Place ${id}`,
  imgUrl: `images/random/${id}.svg`,
  price: 1000 - id,
  rating: 4,
  variety: 'Cafe',
  place: id % 2 ? 'Noida' : 'Gurgaon',
});
const all = Array.from({ length: 50 }, (_, index) => item(index + 1));
const start = (items: FoodItem[], total: number): ListStart<FoodItem> => ({ items, total });

function renderListing(
  entries: SsrDataStore['entries'] | undefined,
  load: () => Promise<FoodItem[]>,
  loadStart = jest.fn(() => Promise.resolve(start(all.slice(0, 48), all.length))),
) {
  const page = (
    <MemoryRouter>
      <ListingPage
        heading="Cakes"
        load={load}
        loadStart={loadStart}
        loadKey="cake"
        linkFor={() => undefined}
      />
    </MemoryRouter>
  );
  render(entries ? <SsrDataContext value={{ entries }}>{page}</SsrDataContext> : page);
  return { loadStart };
}

const grid = () => screen.getByRole('list', { name: 'Cakes' });
const names = () =>
  within(grid())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const serverStart = { '["cake","start"]': { status: 'ready' as const, data: start(all.slice(0, 48), 50) } };

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api', remotes: {} });
  act(() => useAppStore.getState().setCity(''));
  window.scrollTo = jest.fn();
});

describe('a long listing in the browser', () => {
  it('shows the server’s first part, then loads the whole list once; the controls wait for it', async () => {
    let arrive = (_items: FoodItem[]) => undefined as void;
    const load = jest.fn(() => new Promise<FoodItem[]>((resolve) => (arrive = resolve)));
    renderListing(serverStart, load);
    // A long list's grid is windowed by a chunk of its own (item-grid.tsx): here once it has loaded.
    await waitFor(() => expect(names()).toEqual(all.slice(0, 48).map((entry) => entry.name)));
    expect(within(grid()).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '50');
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Price')).toBeDisabled();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => arrive(all));
    expect(screen.getByLabelText('Price')).toBeEnabled();
    expect(grid()).toHaveAttribute('aria-busy', 'false');
    expect(names()).toEqual(all.map((entry) => entry.name));
    await userEvent.selectOptions(screen.getByLabelText('Price'), 'ascPrice');
    expect(names()[0]).toBe('Place 50');
  });

  it('does not load again when the server’s first part was the whole list', () => {
    const load = jest.fn(() => Promise.resolve(all));
    renderListing({ '["cake","start"]': { status: 'ready', data: start(all.slice(0, 20), 20) } }, load);
    expect(names()).toHaveLength(20);
    expect(screen.getByLabelText('Price')).toBeEnabled();
    expect(load).not.toHaveBeenCalled();
  });

  it('rendered in the browser, loads the whole list only', async () => {
    const load = jest.fn(() => Promise.resolve(all));
    const { loadStart } = renderListing(undefined, load);
    expect(await screen.findAllByTestId('item-card')).toHaveLength(50);
    expect(loadStart).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with a city chosen, waits for the whole list to filter it', async () => {
    act(() => useAppStore.getState().setCity('Gurgaon'));
    let arrive = (_items: FoodItem[]) => undefined as void;
    renderListing(serverStart, () => new Promise<FoodItem[]>((resolve) => (arrive = resolve)));
    expect(screen.getByRole('status', { name: 'Loading Cakes' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cakes' })).not.toBeInTheDocument();
    await act(async () => arrive(all));
    expect(screen.getByRole('list', { name: 'Cakes' })).toBeInTheDocument();
    expect(names()).toEqual(all.filter((entry) => entry.place === 'Gurgaon').map((entry) => entry.name));
  });
});
