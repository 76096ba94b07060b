/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost/cart"}
 */
import { cartMayHaveLines, rememberCartLines } from '../visitor/cart-hint';

const hint = () => document.cookie.split('; ').find((pair) => pair.startsWith('cartLines='));

describe('the cart hint cookie (docs/decisions/0010)', () => {
  it('says "1" while the last read cart had lines, and goes when it is empty', () => {
    rememberCartLines(0);
    expect(hint()).toBeUndefined();
    rememberCartLines(3);
    expect(hint()).toBe('cartLines=1');
    rememberCartLines(1);
    expect(hint()).toBe('cartLines=1');
    rememberCartLines(0);
    expect(hint()).toBeUndefined();
  });

  it('is read from a Cookie header among others, and only as "1"', () => {
    expect(cartMayHaveLines(undefined)).toBe(false);
    expect(cartMayHaveLines('')).toBe(false);
    expect(cartMayHaveLines('cartLines=1')).toBe(true);
    expect(cartMayHaveLines('a=b;cartLines=1; c=d')).toBe(true);
    expect(cartMayHaveLines('cartLines=0; xcartLines=1')).toBe(false);
    expect(cartMayHaveLines('cartLines=1x')).toBe(false);
  });
});
