import { cartTotal, toPath } from '../index';

describe('cartTotal', () => {
  it('is the sum of quantity times price', () => {
    expect(cartTotal([])).toBe(0);
    expect(
      cartTotal([
        { price: 150, quantity: 2 },
        { price: 60, quantity: 1 },
      ]),
    ).toBe(360);
  });
});

describe('paths', () => {
  it('builds detail paths', () => {
    expect(toPath.deliveryCategoryItem('ice-cream', 3)).toBe('/delivery/ice-cream/3');
    expect(toPath.diningItem(4)).toBe('/dinning/4');
    expect(toPath.searchDetails(7)).toBe('/search-details/7');
  });
});
