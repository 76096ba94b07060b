import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { type FoodItem, setRuntimeConfig, useAppStore } from '@zomato/shared';
import { ListingPage } from '../index';

const item = (id: number, place: string, price: number, rating: number): FoodItem => ({
  id,
  name: `Place ${id}`,
  imgUrl: `images/cake/${id}.svg`,
  price,
  rating,
  variety: 'Bakery',
  place,
});
const items = [item(1, 'Noida', 300, 4.1), item(2, 'Gurgaon', 100, 4.5), item(3, 'Noida', 200, 3.9)];

function renderListing(load: () => Promise<FoodItem[]>) {
  render(
    <MemoryRouter>
      <ListingPage
        heading="Order your Cake"
        load={load}
        loadKey="cake"
        linkFor={(entry, { isFiltered }) => (isFiltered ? undefined : `/delivery/cake/${entry.id}`)}
      />
    </MemoryRouter>,
  );
}
const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api', remotes: {} });
  act(() => useAppStore.getState().setCity(''));
  window.scrollTo = jest.fn();
});

describe('ListingPage', () => {
  it('shows the list in server order, each card a link to its detail', async () => {
    renderListing(() => Promise.resolve(items));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order your Cake' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('item-card')).toHaveLength(3);
    expect(names()).toEqual(['Place 1', 'Place 2', 'Place 3']);
    expect(screen.getByRole('link', { name: /Place 2/ })).toHaveAttribute('href', '/delivery/cake/2');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.title).toBe('Order your Cake | Zomato NCR');
  });

  it('filters by the store city, and the filtered cards are plain (not links) here', async () => {
    renderListing(() => Promise.resolve(items));
    await screen.findAllByTestId('item-card');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Noida');
    expect(useAppStore.getState().city).toBe('Noida');
    expect(names()).toEqual(['Place 1', 'Place 3']);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    // docs/product.md#beyond-the-original: a sort applies to the filtered view, and it stays unclickable.
    await userEvent.selectOptions(screen.getByLabelText('Price'), 'ascPrice');
    expect(names()).toEqual(['Place 3', 'Place 1']);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await userEvent.selectOptions(screen.getByLabelText('City'), '');
    expect(names()).toEqual(['Place 2', 'Place 3', 'Place 1']);
  });

  it('follows a city chosen elsewhere (the top bar) and says when a city has nothing', async () => {
    renderListing(() => Promise.resolve(items));
    await screen.findAllByTestId('item-card');
    act(() => useAppStore.getState().setCity('Ghaziabad'));
    expect(screen.getByRole('status')).toHaveTextContent('No places in this city yet');
    expect(names()).toHaveLength(3);
  });

  it('shows an error with Retry, and the list once the retry works', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(items);
    renderListing(load);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load this list.')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('item-card')).toHaveLength(3);
  });
});
