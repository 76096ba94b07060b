import {
  initialListing,
  listingReducer,
  visibleItems,
  type ListingAction,
  type ListingState,
} from '../listing/listing-rules';
import { serverOrder as server, type Item } from './listing-items';

function run(...actions: ListingAction<Item>[]): ListingState<Item> {
  return actions.reduce(listingReducer<Item>, initialListing<Item>());
}
const ids = (state: ListingState<Item>) => visibleItems(state).items.map((item) => item.id);
const loaded: ListingAction<Item> = { type: 'loaded', items: server, city: '' };

describe('listing rules (docs/product.md#listing-rules, sorting as revised by docs/product.md#beyond-the-original)', () => {
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

  it('sorts a filtered view that is already showing (docs/product.md#beyond-the-original)', () => {
    const state = run(loaded, { type: 'city', city: 'Noida' }, { type: 'priceSort', sort: 'descPrice' });
    expect(ids(state)).toEqual([1, 3, 5]);
    const asc = listingReducer(state, { type: 'priceSort', sort: 'ascPrice' });
    expect(ids(asc)).toEqual([5, 3, 1]);
    expect(visibleItems(asc).isFiltered).toBe(true);
  });

  it('keeps the sort when the filter is removed: the full list shows in that order', () => {
    const state = run(loaded, { type: 'city', city: 'Noida' }, { type: 'priceSort', sort: 'descPrice' });
    expect(ids(listingReducer(state, { type: 'city', city: '' }))).toEqual([4, 1, 3, 2, 5]);
  });

  it('a city chosen after a sort filters the sorted list, keeping its order', () => {
    const state = run(loaded, { type: 'priceSort', sort: 'ascPrice' }, { type: 'city', city: 'Noida' });
    expect(ids(state)).toEqual([5, 3, 1]);
  });

  it('sorts the full list when the chosen city has no items', () => {
    const state = run(loaded, { type: 'city', city: 'Ghaziabad' }, { type: 'ratingSort', sort: 'ascRating' });
    expect(ids(state)).toEqual([3, 5, 1, 4, 2]);
    expect(visibleItems(state).cityHasNoItems).toBe(true);
  });

  it('price and rating sorts are exclusive: choosing one sets the other to None', () => {
    const rating = run(
      loaded,
      { type: 'priceSort', sort: 'ascPrice' },
      { type: 'ratingSort', sort: 'descRating' },
    );
    expect([rating.priceSort, rating.ratingSort]).toEqual(['', 'descRating']);
    expect(ids(rating)).toEqual([2, 4, 1, 5, 3]);
    const price = listingReducer(rating, { type: 'priceSort', sort: 'descPrice' });
    expect([price.priceSort, price.ratingSort]).toEqual(['descPrice', '']);
    expect(ids(price)).toEqual([4, 1, 3, 2, 5]);
  });

  it('the controls always name the order on screen: None on the active sort is server order', () => {
    // Price Low to High, Rating High to Low, then Rating None.
    const state = run(
      loaded,
      { type: 'priceSort', sort: 'ascPrice' },
      { type: 'ratingSort', sort: 'descRating' },
      { type: 'ratingSort', sort: '' },
    );
    expect([state.priceSort, state.ratingSort]).toEqual(['', '']);
    expect(ids(state)).toEqual([1, 2, 3, 4, 5]);
  });

  it('None on the inactive sort changes nothing', () => {
    const state = run(loaded, { type: 'priceSort', sort: 'ascPrice' }, { type: 'ratingSort', sort: '' });
    expect([state.priceSort, state.ratingSort]).toEqual(['ascPrice', '']);
    expect(ids(state)).toEqual([2, 5, 3, 1, 4]);
  });

  it('a sort set back to None restores server order', () => {
    const state = run(loaded, { type: 'priceSort', sort: 'descPrice' }, { type: 'priceSort', sort: '' });
    expect(ids(state)).toEqual([1, 2, 3, 4, 5]);
  });

  it('None on a filtered view restores the filtered view in server order', () => {
    const state = run(
      loaded,
      { type: 'city', city: 'Noida' },
      { type: 'ratingSort', sort: 'descRating' },
      { type: 'ratingSort', sort: '' },
    );
    expect(ids(state)).toEqual([1, 3, 5]);
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
