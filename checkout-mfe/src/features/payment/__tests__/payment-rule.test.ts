import { isPaymentValid } from '../payment-rule';

const valid = { name: 'Asha Rao', cardNo: '4111111111111111', expiry: '12/29', cvv: '123' };
const chars = (n: number) => '9'.repeat(n);

describe('the payment rule (SPEC section 5)', () => {
  it('passes a complete form', () => {
    expect(isPaymentValid(valid)).toBe(true);
  });

  it.each([
    [15, false],
    [16, true],
    [17, false],
  ])('card number of %i characters passes: %s', (length, passes) => {
    expect(isPaymentValid({ ...valid, cardNo: chars(length) })).toBe(passes);
  });

  it.each([
    [4, false],
    [5, true],
    [6, false],
  ])('expiry of %i characters passes: %s', (length, passes) => {
    expect(isPaymentValid({ ...valid, expiry: chars(length) })).toBe(passes);
  });

  it.each([
    [2, false],
    [3, true],
    [4, false],
  ])('cvv of %i characters passes: %s', (length, passes) => {
    expect(isPaymentValid({ ...valid, cvv: chars(length) })).toBe(passes);
  });

  it('refuses an empty name, or one of spaces only', () => {
    expect(isPaymentValid({ ...valid, name: '' })).toBe(false);
    expect(isPaymentValid({ ...valid, name: '   ' })).toBe(false);
    expect(isPaymentValid({ ...valid, name: 'A' })).toBe(true);
  });

  it('counts characters only: digits, format and dates are not checked', () => {
    expect(isPaymentValid({ name: 'x', cardNo: 'abcd-efgh-ijkl-m', expiry: '99/99', cvv: 'a b' })).toBe(true);
  });

  it('refuses an empty form', () => {
    expect(isPaymentValid({ name: '', cardNo: '', expiry: '', cvv: '' })).toBe(false);
  });
});
