import type { CartLine } from '@zomato/shared';
import { shownTotal, stepQuantity, withPendingQuantities } from '../quantity';

const line = (id: number, price: number, quantity: number): CartLine => ({
  id,
  price,
  quantity,
  name: `dish ${id}`,
  imgUrl: `images/cake/${id}.svg`,
  variety: '',
  rating: 4,
  place: 'Noida',
});

describe('cart quantities and total', () => {
  it('steps by one and never below 1 or above 99', () => {
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(2, -1)).toBe(1);
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(99, 1)).toBe(99);
  });

  it('totals quantity times price over every line', () => {
    expect(shownTotal([])).toBe(0);
    expect(shownTotal([line(1, 330, 1)])).toBe(330);
    expect(shownTotal([line(1, 330, 2), line(2, 120, 3)])).toBe(1020);
  });

  it('counts a quantity still being saved, in the line and in the total', () => {
    const shown = withPendingQuantities([line(1, 330, 1), line(2, 120, 1)], { 2: 4 });
    expect(shown.map((entry) => entry.quantity)).toEqual([1, 4]);
    expect(shownTotal(shown)).toBe(330 + 480);
  });
});
