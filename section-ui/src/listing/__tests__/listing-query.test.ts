import { isListingPath, readListingQuery, sortControls, writeListingQuery } from '../listing-query';

const read = (query: string) => readListingQuery(new URLSearchParams(query));
const write = (query: string, choices: Parameters<typeof writeListingQuery>[1]) =>
  writeListingQuery(new URLSearchParams(query), choices).toString();

describe('readListingQuery (docs/product.md#listing-address)', () => {
  it('reads the city and the order the address names', () => {
    expect(read('city=Noida&sort=ascPrice')).toEqual({ city: 'Noida', sort: 'ascPrice' });
    expect(read('city=New+Delhi&sort=descRating')).toEqual({ city: 'New Delhi', sort: 'descRating' });
    expect(read('city=New%20Delhi')).toEqual({ city: 'New Delhi', sort: '' });
  });

  it('tells an address without a city (undefined) from one that names None or an unknown city', () => {
    expect(read('')).toEqual({ city: undefined, sort: '' });
    expect(read('city=')).toEqual({ city: '', sort: '' });
    expect(read('city=Paris')).toEqual({ city: '', sort: '' });
    // Exact, as the filter is: no other spelling names a city.
    expect(read('city=noida')).toEqual({ city: '', sort: '' });
  });

  it('takes an unknown order for None', () => {
    expect(read('sort=cheapest').sort).toBe('');
    expect(read('sort=').sort).toBe('');
  });

  it("reads the form's two selects: one order chosen", () => {
    expect(read('city=Noida&price=ascPrice&rating=&sort=')).toEqual({ city: 'Noida', sort: 'ascPrice' });
    expect(read('price=&rating=descRating&sort=')).toEqual({ city: undefined, sort: 'descRating' });
    // Both set back to None: no order, whatever was on screen.
    expect(read('price=&rating=&sort=ascPrice').sort).toBe('');
    // Values of the wrong select count for nothing.
    expect(read('price=ascRating&rating=&sort=').sort).toBe('');
  });

  it("reads the form's two selects: both chosen, the one that changed is the new order", () => {
    expect(read('price=ascPrice&rating=descRating&sort=ascPrice').sort).toBe('descRating');
    expect(read('price=descPrice&rating=ascRating&sort=ascRating').sort).toBe('descPrice');
    // Nothing to tell them apart (an address typed by hand): price first.
    expect(read('price=descPrice&rating=ascRating').sort).toBe('descPrice');
  });
});

describe('writeListingQuery', () => {
  it('writes city then sort, each only when not None', () => {
    expect(write('', { city: 'Noida', sort: 'ascPrice' })).toBe('city=Noida&sort=ascPrice');
    expect(write('city=Noida&sort=ascPrice', { city: '', sort: '' })).toBe('');
    expect(write('', { city: 'New Delhi', sort: '' })).toBe('city=New+Delhi');
  });

  it("drops the form's own fields and keeps any other parameter", () => {
    expect(write('price=ascPrice&rating=&sort=&utm=x&city=Noida', { city: 'Noida', sort: 'ascPrice' })).toBe(
      'utm=x&city=Noida&sort=ascPrice',
    );
  });
});

describe('sortControls', () => {
  it('shows one order in the control it belongs to, None in the other', () => {
    expect(sortControls('ascPrice')).toEqual({ priceSort: 'ascPrice', ratingSort: '' });
    expect(sortControls('descRating')).toEqual({ priceSort: '', ratingSort: 'descRating' });
    expect(sortControls('')).toEqual({ priceSort: '', ratingSort: '' });
  });
});

describe('isListingPath', () => {
  it.each(['/delivery', '/delivery/', '/delivery/cake', '/delivery/ice-cream', '/dinning', '/nightlife/'])(
    '%s is a listing',
    (path) => expect(isListingPath(path)).toBe(true),
  );
  it.each([
    '/',
    '/delivery/3',
    '/delivery/cake/2',
    '/delivery/fries',
    '/dinning/4',
    '/cart',
    '/search-details/1',
  ])('%s is not', (path) => expect(isListingPath(path)).toBe(false));
});
