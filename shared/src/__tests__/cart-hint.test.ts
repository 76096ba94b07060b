/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost/cart"}
 */
import { cartLinesHint, rememberCartLines } from '../visitor/cart-hint';

const hint = () => document.cookie.split('; ').find((pair) => pair.startsWith('cartLines='));

describe('the cart hint cookie (docs/decisions/0010, 0013)', () => {
  it('holds the count of lines the last read cart had (99 at most), and goes when it is empty', () => {
    rememberCartLines(0);
    expect(hint()).toBeUndefined();
    rememberCartLines(3);
    expect(hint()).toBe('cartLines=3');
    rememberCartLines(1);
    expect(hint()).toBe('cartLines=1');
    rememberCartLines(140);
    expect(hint()).toBe('cartLines=99');
    rememberCartLines(0);
    expect(hint()).toBeUndefined();
  });

  it('is read from a Cookie header among others, as a count from 1 to 99 (anything else: 0)', () => {
    expect(cartLinesHint(undefined)).toBe(0);
    expect(cartLinesHint('')).toBe(0);
    expect(cartLinesHint('cartLines=1')).toBe(1);
    expect(cartLinesHint('a=b;cartLines=12; c=d')).toBe(12);
    expect(cartLinesHint('cartLines=0; xcartLines=1')).toBe(0);
    expect(cartLinesHint('cartLines=1x')).toBe(0);
    expect(cartLinesHint('cartLines=100')).toBe(0);
    expect(cartLinesHint('cartLines=07')).toBe(0);
  });
});
