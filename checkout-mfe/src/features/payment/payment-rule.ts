/** The card form; never stored or sent (docs/product.md#payment). */
export interface PaymentForm {
  name: string;
  cardNo: string;
  expiry: string;
  cvv: string;
}

/** docs/product.md#payment-validation's alert text, verbatim: it still fires on every refused submit. */
export const paymentRefusedMessage = 'write correct details !';

export const cardNumberDigits = 16;
/** MM/YY. */
export const expiryLength = 5;
export const cvvDigits = 3;

/** What is wrong with each field, in the form's order; a field that passes is absent. */
export type PaymentProblems = Partial<Record<keyof PaymentForm, string>>;

/** The card number as the visitor meant it: spaces or dashes they typed between groups do not count. */
export const cardDigits = (cardNo: string) => cardNo.replace(/[\s-]/g, '');

/** The Luhn check (ISO/IEC 7812-1) every real card number passes; `digits` are 0-9 only. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function cardNumberProblem(cardNo: string): string | undefined {
  const digits = cardDigits(cardNo);
  if (digits === '') return 'Enter the 16-digit card number.';
  if (!/^\d+$/.test(digits)) return 'Use digits only: a card number has 16 digits.';
  if (digits.length !== cardNumberDigits) {
    return `A card number has 16 digits; this one has ${digits.length}.`;
  }
  if (!passesLuhn(digits) || /^0+$/.test(digits))
    return 'This is not a valid card number: check it for a typo.';
  return undefined;
}

/**
 * MM/YY, a real month, not in the past. A card is good until the end of its expiry month,
 * so the current month still passes. Years are 20YY; a four-digit 20YY counts as its last two
 * digits. `today` is the visitor's clock.
 */
function expiryProblem(expiry: string, today: Date): string | undefined {
  const match = /^(\d{2})\/(?:20)?(\d{2})$/.exec(expiry.trim());
  if (!match) return 'Write the expiry date as MM/YY, like 12/29.';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'The month must be from 01 to 12.';
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) {
    return 'This card has expired.';
  }
  return undefined;
}

/**
 * The payment rule (docs/product.md#beyond-the-original, which replaces docs/product.md#payment-validation's length checks): a
 * name; a card number of 16 digits (spaces ignored) passing the Luhn check; an expiry
 * MM/YY that is a real month and not in the past; a CVV of 3 digits. A pure function:
 * the date it checks against is passed in.
 */
export function paymentProblems(form: PaymentForm, today: Date): PaymentProblems {
  const problems: PaymentProblems = {};
  if (form.name.trim() === '') problems.name = 'Enter the name on the card.';
  else if (!/\p{L}/u.test(form.name)) problems.name = 'A name needs letters: write it as it is on the card.';
  const card = cardNumberProblem(form.cardNo);
  if (card) problems.cardNo = card;
  const expiry = expiryProblem(form.expiry, today);
  if (expiry) problems.expiry = expiry;
  const cvv = form.cvv.trim();
  if (!/^\d+$/.test(cvv)) problems.cvv = 'Enter the 3 digits on the back of the card.';
  else if (cvv.length !== cvvDigits) problems.cvv = `A CVV has 3 digits; this one has ${cvv.length}.`;
  return problems;
}

export function isPaymentValid(form: PaymentForm, today: Date): boolean {
  return Object.keys(paymentProblems(form, today)).length === 0;
}
