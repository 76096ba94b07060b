import { cardDigits, isPaymentValid, passesLuhn, paymentProblems } from '../payment-rule';

/** 15 November 2026, mid-afternoon, on the visitor's clock. */
const today = new Date(2026, 10, 15, 15, 30);
const valid = { name: 'Asha Rao', cardNo: '4111111111111111', expiry: '12/29', cvv: '123' };
const check = (changes: Partial<typeof valid>, on = today) => paymentProblems({ ...valid, ...changes }, on);

describe('the payment rule (docs/product.md#beyond-the-original)', () => {
  it('passes a complete, real-looking card', () => {
    expect(paymentProblems(valid, today)).toEqual({});
    expect(isPaymentValid(valid, today)).toBe(true);
  });

  it('refuses a non-card on every field, each with its own message', () => {
    const problems = paymentProblems(
      { name: 'x', cardNo: 'abcdabcdabcdabcd', expiry: 'ab/cd', cvv: 'xyz' },
      today,
    );
    expect(Object.keys(problems).sort()).toEqual(['cardNo', 'cvv', 'expiry']);
    expect(problems.cardNo).toMatch(/digits only/);
    expect(problems.expiry).toMatch(/MM\/YY/);
    expect(problems.cvv).toMatch(/3 digits/);
    expect(
      isPaymentValid({ name: 'x', cardNo: 'abcdabcdabcdabcd', expiry: 'ab/cd', cvv: 'xyz' }, today),
    ).toBe(false);
  });

  it('refuses an empty form on every field', () => {
    expect(Object.keys(paymentProblems({ name: '', cardNo: '', expiry: '', cvv: '' }, today))).toEqual([
      'name',
      'cardNo',
      'expiry',
      'cvv',
    ]);
  });

  describe('name', () => {
    it.each([
      ['', false],
      ['   ', false],
      ['A', true],
      [' Asha Rao ', true],
      ['Ré O’Neil-Kapoor', true],
      ['12345', false],
    ])('%j passes: %s', (name, passes) => {
      expect(check({ name }).name === undefined).toBe(passes);
    });
  });

  describe('card number', () => {
    it.each([
      ['15 digits', '411111111111111', /16 digits; this one has 15/],
      ['17 digits', '41111111111111111', /16 digits; this one has 17/],
      ['16 letters', 'abcdabcdabcdabcd', /digits only/],
      ['one letter among 16', '411111111111111a', /digits only/],
      ['16 digits failing Luhn', '4111111111111112', /not a valid card number/],
      ['16 nines (Luhn)', '9999999999999999', /not a valid card number/],
      ['16 zeros (passes Luhn)', '0000 0000 0000 0000', /not a valid card number/],
      ['nothing', '', /Enter the 16-digit/],
      ['only spaces', '    ', /Enter the 16-digit/],
    ])('refuses %s', (_label, cardNo, message) => {
      expect(check({ cardNo }).cardNo).toMatch(message);
    });

    it.each([
      ['no spaces', '4111111111111111'],
      ['groups of four', '4111 1111 1111 1111'],
      ['spaces anywhere, leading and trailing too', ' 41 1111111 1111111 '],
      ['a Mastercard test number', '5555555555554444'],
      ['dashes between groups, as spaces', '4111-1111-1111-1111'],
    ])('passes %s', (_label, cardNo) => {
      expect(check({ cardNo }).cardNo).toBeUndefined();
    });

    it('counts digits only after the typed spaces are taken out', () => {
      expect(cardDigits(' 4111 1111\t1111 1111 ')).toBe('4111111111111111');
      expect(check({ cardNo: '4111 1111 1111 111' }).cardNo).toMatch(/this one has 15/);
    });
  });

  describe('the Luhn check', () => {
    it.each([
      ['4111111111111111', true],
      ['4111111111111112', false],
      ['79927398713', true],
      ['79927398710', false],
      ['18', true],
      ['0', true],
      ['', false],
    ])('%s passes: %s', (digits, passes) => {
      expect(passesLuhn(digits)).toBe(passes);
    });
  });

  describe('expiry', () => {
    it.each([
      ['01/27', true],
      ['12/27', true],
      ['00/27', false],
      ['13/27', false],
      ['99/27', false],
    ])('month boundary %s passes: %s', (expiry, passes) => {
      expect(check({ expiry }).expiry === undefined).toBe(passes);
    });

    it('names a month out of range', () => {
      expect(check({ expiry: '13/27' }).expiry).toMatch(/01 to 12/);
    });

    it.each([
      ['this month', '11/26', true],
      ['next month', '12/26', true],
      ['last month', '10/26', false],
      ['January this year', '01/26', false],
      ['last December', '12/25', false],
      ['years ago', '01/20', false],
      ['next January', '01/27', true],
      ['far ahead', '12/99', true],
    ])('on 15 November 2026, %s (%s) passes: %s', (_label, expiry, passes) => {
      const problem = check({ expiry }).expiry;
      expect(problem === undefined).toBe(passes);
      if (!passes) expect(problem).toMatch(/expired/);
    });

    it('keeps the current month valid to its last moment, and refuses it the next day', () => {
      expect(check({ expiry: '11/26' }, new Date(2026, 10, 30, 23, 59, 59)).expiry).toBeUndefined();
      expect(check({ expiry: '11/26' }, new Date(2026, 11, 1, 0, 0, 0)).expiry).toMatch(/expired/);
    });

    it('turns the year over: in January, last December has expired and this January has not', () => {
      const january = new Date(2027, 0, 1, 0, 0, 1);
      expect(check({ expiry: '12/26' }, january).expiry).toMatch(/expired/);
      expect(check({ expiry: '01/27' }, january).expiry).toBeUndefined();
    });

    it.each([
      ['letters', 'ab/cd'],
      ['one-digit month', '1/29'],
      ['no slash', '1229'],
      ['a dash', '12-29'],
      ['five characters, not MM/YY', '12345'],
      ['nothing', ''],
    ])('refuses %s (%j) as not MM/YY', (_label, expiry) => {
      expect(check({ expiry }).expiry).toMatch(/MM\/YY/);
    });

    it('forgives spaces around it', () => {
      expect(check({ expiry: ' 12/29 ' }).expiry).toBeUndefined();
    });

    it('reads a four-digit year as its last two digits, never as a cut year', () => {
      expect(check({ expiry: '12/2029' }).expiry).toBeUndefined();
      expect(check({ expiry: '12/2020' }).expiry).toMatch(/expired/);
      expect(check({ expiry: '12/2129' }).expiry).toMatch(/MM\/YY/);
    });
  });

  it('says how many digits a CVV had when it had more', () => {
    expect(check({ cvv: '1234' }).cvv).toBe('A CVV has 3 digits; this one has 4.');
  });

  describe('CVV', () => {
    it.each([
      ['12', false],
      ['123', true],
      ['000', true],
      ['1234', false],
      ['12345', false],
      ['xyz', false],
      ['1 3', false],
      ['12a', false],
      ['', false],
      [' 123 ', true],
    ])('%j passes: %s', (cvv, passes) => {
      expect(check({ cvv }).cvv === undefined).toBe(passes);
    });
  });
});
