/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost/cart"}
 */
import { cartHintCookie, cartHintOf, hintOfLines, rememberCart } from '../visitor/cart-hint';

const hint = () => document.cookie.split('; ').find((pair) => pair.startsWith('cart='));

describe('the cart hint cookie (docs/decisions/0010, 0013, 0022)', () => {
  it('holds the lines and the items the last read cart had, and goes when it is empty', () => {
    rememberCart({ lines: 0, items: 0 });
    expect(hint()).toBeUndefined();
    rememberCart({ lines: 2, items: 3 });
    expect(hint()).toBe('cart=2.3');
    rememberCart({ lines: 1, items: 1 });
    expect(hint()).toBe('cart=1.1');
    rememberCart({ lines: 0, items: 0 });
    expect(hint()).toBeUndefined();
  });

  it('counts items as the quantities added up: a cake × 2 and a coffee × 1 are 2 lines, 3 items', () => {
    expect(hintOfLines([{ quantity: 2 }, { quantity: 1 }])).toEqual({ lines: 2, items: 3 });
    expect(hintOfLines([])).toEqual({ lines: 0, items: 0 });
  });

  it('goes with every page, as the server sets it too', () => {
    expect(cartHintCookie({ lines: 2, items: 3 })).toMatch(
      /^cart=2\.3; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
    expect(cartHintCookie({ lines: 0, items: 0 })).toBe('cart=0.0; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('is read from a Cookie header among others, each count 99 at most (anything malformed: none)', () => {
    expect(cartHintOf(undefined)).toEqual({ lines: 0, items: 0 });
    expect(cartHintOf('')).toEqual({ lines: 0, items: 0 });
    expect(cartHintOf('a=b;cart=1.4; c=d')).toEqual({ lines: 1, items: 4 });
    expect(cartHintOf('cart=140.300')).toEqual({ lines: 99, items: 99 });
    for (const bad of [
      'cart=0.0',
      'xcart=1.1',
      'cart=07.1',
      'cart=1',
      'cart=1.x',
      'cart=1.2.3',
      'cartLines=2',
    ])
      expect(cartHintOf(bad)).toEqual({ lines: 0, items: 0 });
  });
});
