import {
  initialListing,
  listingReducer,
  visibleItems,
  type ListingAction,
  type ListingState,
} from '../listing/listing-rules';

interface Item {
  id: number;
  price: number;
  rating: number;
  place: string;
}

// Server order: ids 1..5.
const server: Item[] = [
  { id: 1, price: 300, rating: 4.1, place: 'Noida' },
  { id: 2, price: 100, rating: 4.5, place: 'Gurgaon' },
  { id: 3, price: 200, rating: 3.9, place: 'Noida' },
  { id: 4, price: 500, rating: 4.3, place: 'New Delhi' },
  { id: 5, price: 100, rating: 4.0, place: 'Noida' },
];

function run(...actions: ListingAction<Item>[]): ListingState<Item> {
  return actions.reduce(listingReducer<Item>, initialListing<Item>());
}
const ids = (state: ListingState<Item>) => visibleItems(state).items.map((item) => item.id);
const loaded: ListingAction<Item> = { type: 'loaded', items: server, city: '' };

describe('listing rules (SPEC section 4)', () => {
  it('starts with every control at None and the items in server order', () => {
    const state = run(loaded);
    expect([state.city, state.priceSort, state.ratingSort]).toEqual(['', '', '']);
    expect(ids(state)).toEqual([1, 2, 3, 4, 5]);
    expect(visibleItems(state).isFiltered).toBe(false);
  });

  it('shows the items whose place equals the chosen city exactly', () => {
    const state = run(loaded, { type: 'city', city: 'Noida' });
    expect(ids(state)).toEqual([1, 3, 5]);
    expect(visibleItems(state).isFiltered).toBe(true);
  });

  it('matches the place exactly, not by part or case', () => {
    const items = [
      ...server,
      { id: 6, price: 1, rating: 1, place: 'noida' },
      { id: 7, price: 1, rating: 1, place: 'Noida Sector 18' },
    ];
    const state = run({ type: 'loaded', items, city: '' }, { type: 'city', city: 'Noida' });
    expect(ids(state)).toEqual([1, 3, 5]);
  });

  it('counts an empty filter result as no filter: the full list shows', () => {
    const state = run(loaded, { type: 'city', city: 'Ghaziabad' });
    const visible = visibleItems(state);
    expect(ids(state)).toEqual([1, 2, 3, 4, 5]);
    expect(visible.isFiltered).toBe(false);
    expect(visible.cityHasNoItems).toBe(true);
  });

  it('choosing None again removes the filter', () => {
    const state = run(loaded, { type: 'city', city: 'Noida' }, { type: 'city', city: '' });
    expect(ids(state)).toEqual([1, 2, 3, 4, 5]);
    expect(visibleItems(state).cityHasNoItems).toBe(false);
  });

  it.each([
    ['ascPrice', [2, 5, 3, 1, 4]],
    ['descPrice', [4, 1, 3, 2, 5]],
  ] as const)('%s sorts the full list by price (stable for equal prices)', (sort, expected) => {
    expect(ids(run(loaded, { type: 'priceSort', sort }))).toEqual(expected);
  });

  it.each([
    ['ascRating', [3, 5, 1, 4, 2]],
    ['descRating', [2, 4, 1, 5, 3]],
  ] as const)('%s sorts the full list by rating', (sort, expected) => {
    expect(ids(run(loaded, { type: 'ratingSort', sort }))).toEqual(expected);
  });

  it('sorting does not change a filtered view already showing', () => {
    const state = run(loaded, { type: 'city', city: 'Noida' }, { type: 'priceSort', sort: 'descPrice' });
    expect(ids(state)).toEqual([1, 3, 5]);
    // …but it sorted the full list underneath, which shows once the filter is removed.
    expect(ids(listingReducer(state, { type: 'city', city: '' }))).toEqual([4, 1, 3, 2, 5]);
  });

  it('a city chosen after a sort filters the sorted list, keeping its order', () => {
    const state = run(loaded, { type: 'priceSort', sort: 'ascPrice' }, { type: 'city', city: 'Noida' });
    expect(ids(state)).toEqual([5, 3, 1]);
  });

  it('the last sort chosen decides the order', () => {
    const state = run(
      loaded,
      { type: 'priceSort', sort: 'ascPrice' },
      { type: 'ratingSort', sort: 'descRating' },
    );
    expect(ids(state)).toEqual([2, 4, 1, 5, 3]);
  });

  it('a sort set back to None restores server order', () => {
    const state = run(loaded, { type: 'priceSort', sort: 'descPrice' }, { type: 'priceSort', sort: '' });
    expect(ids(state)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a list loaded while a city is chosen (from the top bar) starts filtered', () => {
    const state = run({ type: 'loaded', items: server, city: 'Gurgaon' });
    expect(ids(state)).toEqual([2]);
    expect(state.priceSort).toBe('');
  });

  it('never changes the list it was given', () => {
    const copy = server.map((item) => ({ ...item }));
    run(loaded, { type: 'priceSort', sort: 'descPrice' }, { type: 'city', city: 'Noida' });
    expect(server).toEqual(copy);
  });
});
