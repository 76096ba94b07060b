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
  if (typeof entry.password === 'string') return newSignupEntry(entry.email, entry.password);
  return null;
}

/**
 * A new entry for the list: the email and a salted PBKDF2 hash of the password. Worked out
 * while Firebase makes the account (the hash takes a moment), kept only once it has.
 */
export async function newSignupEntry(email: string, password: string): Promise<SignupEntry> {
  const salt = newSalt();
  return { email, passwordHash: await hashPassword(password, salt), salt };
}

export function readSignupDetails(): SignupEntry[] {
  return readRaw().filter(
    (entry): entry is SignupEntry =>
      isRecord(entry) && typeof entry.email === 'string' && typeof entry.passwordHash === 'string',
  );
}

/** One address, one entry: 'Meera@Example.com ' is meera@example.com's. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Keeps the entry of an account Firebase has just made, with every earlier one (a plain one
 * left by an older version is hashed now). Firebase decides whether an address may sign up;
 * an entry this browser kept for the same address before (whatever its case or spaces: an
 * account of the emulator's last run, or of the time sign-up made none) is replaced in place,
 * so the list still has one entry per address.
 */
export async function keepSignup(entry: SignupEntry): Promise<SignupEntry[]> {
  const earlier = (await Promise.all(readRaw().map(upgrade))).filter(
    (item): item is SignupEntry => item !== null,
  );
  const at = earlier.findIndex((item) => sameEmail(item.email, entry.email));
  const list = at < 0 ? [...earlier, entry] : earlier.map((item, index) => (index === at ? entry : item));
  localStorage.setItem(signupDetailsKey, JSON.stringify(list));
  return list;
}
