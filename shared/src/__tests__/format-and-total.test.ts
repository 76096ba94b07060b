import {
  cartTotal,
  formatAmount,
  formatDetailPrice,
  formatRating,
  formatLineTotal,
  formatRestaurantPrice,
  toPath,
} from '../index';

describe('price formats of docs/product.md#fixed-texts', () => {
  it('formats each kind of price', () => {
    expect(formatDetailPrice(150)).toBe('Rs . 150 /-');
    expect(formatRestaurantPrice(1350)).toBe('Rs . 1350');
    expect(formatLineTotal(150, 3)).toBe('Rs.450 /-');
    expect(formatAmount(450)).toBe('Rs. 450 /-');
  });
});

describe('rating format', () => {
  it('shows one decimal and a star on cards and details alike', () => {
    expect(formatRating(4)).toBe('4.0 ★');
    expect(formatRating(4.3)).toBe('4.3 ★');
  });
});

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
