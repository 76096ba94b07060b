/**
 * The checks of the account forms (docs/product.md#beyond-the-original). Each returns the message shown
 * beside the field, or null when the value is fine.
 */
export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

// One @, something on each side, a dot in the domain and no spaces: what a mail server
// would take, without pretending to be RFC 5322.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const minPasswordLength = 8;

export function checkEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Enter your email address.';
  if (!emailShape.test(email)) return 'Enter an email address like name@example.com.';
  return null;
}

export function checkPassword(value: string): string | null {
  if (!value) return 'Enter a password.';
  // Eight spaces are eight characters, but no password: nothing to remember, nothing to guess.
  if (!value.trim()) return 'A password cannot be only spaces.';
  if (value.length < minPasswordLength)
    return `Use at least ${minPasswordLength} characters for your password.`;
  return null;
}

export function checkFullName(value: string): string | null {
  return value.trim() ? null : 'Enter your full name.';
}

/** Only the fields that failed, in form order, so the first key is the one to focus. */
export function collectErrors<Name extends string>(checks: [Name, string | null][]): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const [name, message] of checks) if (message) errors[name] = message;
  return errors;
}

/** Moves focus to the first field named in `errors` (the form's own order). */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors<string>) {
  const first = Object.keys(errors)[0];
  const field = first ? form.elements.namedItem(first) : null;
  if (field instanceof HTMLElement) field.focus();
}
