import { hashPassword, newSalt } from './password-hash';

/** Browser storage key of the sign-up list (docs/product.md#entities-and-storage). */
export const signupDetailsKey = 'signupDetails';

/** One entry of the locally kept sign-up list (docs/product.md#sign-up: never the plain password). */
export interface SignupEntry {
  email: string;
  passwordHash: string;
  salt: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored list; anything unreadable counts as empty rather than breaking sign-up. */
function readRaw(): unknown[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(signupDetailsKey) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * Earlier versions of the app stored `{ email, password }`. Those entries are hashed on the
 * next write so no plain password stays in storage.
 */
async function upgrade(entry: unknown): Promise<SignupEntry | null> {
  if (!isRecord(entry) || typeof entry.email !== 'string') return null;
  if (typeof entry.passwordHash === 'string' && typeof entry.salt === 'string') {
    return { email: entry.email, passwordHash: entry.passwordHash, salt: entry.salt };
  }
  if (typeof entry.password === 'string') return makeEntry(entry.email, entry.password);
  return null;
}

async function makeEntry(email: string, password: string): Promise<SignupEntry> {
  const salt = newSalt();
  return { email, passwordHash: await hashPassword(password, salt), salt };
}

export function readSignupDetails(): SignupEntry[] {
  return readRaw().filter(
    (entry): entry is SignupEntry =>
      isRecord(entry) && typeof entry.email === 'string' && typeof entry.passwordHash === 'string',
  );
}

/** One account per address: 'Meera@Example.com ' is meera@example.com's account. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Sign-up refused: the list already has an account for this address (`email`, as it was kept). */
export class EmailAlreadySignedUp extends Error {
  readonly code = 'zomato/email-already-signed-up';
  constructor(readonly email: string) {
    super(`An account for ${email} already exists`);
  }
}

/**
 * Appends a new entry (email + salted hash), keeping every earlier one. An address that
 * already has an account is refused with EmailAlreadySignedUp, and nothing is written.
 */
export async function appendSignup(email: string, password: string): Promise<SignupEntry> {
  const existing = readRaw().find(
    (item): item is { email: string } =>
      isRecord(item) && typeof item.email === 'string' && sameEmail(item.email, email),
  );
  if (existing) throw new EmailAlreadySignedUp(existing.email);
  const [entry, earlier] = await Promise.all([
    makeEntry(email, password),
    Promise.all(readRaw().map(upgrade)),
  ]);
  const list = [...earlier.filter((item): item is SignupEntry => item !== null), entry];
  localStorage.setItem(signupDetailsKey, JSON.stringify(list));
  return entry;
}
