import {
  formatAmount,
  formatDetailPrice,
  formatLineTotal,
  formatRating,
  formatRestaurantPrice,
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
