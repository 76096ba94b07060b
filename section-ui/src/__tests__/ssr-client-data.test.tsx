import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { type FoodItem, setRuntimeConfig, SsrDataContext, type SsrDataStore } from '@zomato/shared';
import { ListingPage } from '../index';

const items: FoodItem[] = [
  { id: 1, name: 'Place 1', imgUrl: 'images/a.svg', price: 100, rating: 4, variety: 'Cafe', place: 'Noida' },
];

function renderWith(store: SsrDataStore, load: () => Promise<FoodItem[]>) {
  render(
    <SsrDataContext value={store}>
      <MemoryRouter>
        <ListingPage heading="Cakes" load={load} loadKey="cake" linkFor={() => undefined} />
      </MemoryRouter>
    </SsrDataContext>,
  );
}

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api', remotes: {} });
  window.scrollTo = jest.fn();
});

describe('a server-rendered page in the browser', () => {
  it('starts from the data in the page and does not load it again', () => {
    const load = jest.fn(() => Promise.resolve(items));
    renderWith({ entries: { '["cake"]': { status: 'ready', data: items } } }, load);
    expect(screen.getAllByTestId('item-card')).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();
  });

  it("shows the server's error with its words, and Retry loads for real", async () => {
    const load = jest.fn(() => Promise.resolve(items));
    const error = { ssrError: true as const, message: 'The server answered 503.', status: 503 };
    renderWith({ entries: { '["cake"]': { status: 'error', error } } }, load);
    expect(screen.getByRole('alert')).toHaveTextContent('The server answered 503.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('item-card')).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
