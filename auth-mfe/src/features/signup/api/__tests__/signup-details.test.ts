import { pbkdf2Sync } from 'node:crypto';
import { installWebCrypto, removeWebCrypto } from '../../../../test-utils/render';
import { keepSignup, newSignupEntry, readSignupDetails, signupDetailsKey } from '../signup-details';

const expectedHash = (password: string, saltHex: string) =>
  pbkdf2Sync(password, Buffer.from(saltHex, 'hex'), 600_000, 32, 'sha256').toString('hex');

const stored = () => localStorage.getItem(signupDetailsKey) ?? '';
const append = async (email: string, password: string) => keepSignup(await newSignupEntry(email, password));

beforeEach(() => {
  localStorage.clear();
  installWebCrypto();
});

describe('signupDetails', () => {
  it('appends {email, passwordHash, salt}: a PBKDF2 hash with a fresh random salt, never the password', async () => {
    await append('a@example.com', 'secret-one');
    await append('b@example.com', 'secret-one');
    const list = readSignupDetails();
    expect(list.map((entry) => entry.email)).toEqual(['a@example.com', 'b@example.com']);
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual(['email', 'passwordHash', 'salt']);
      expect(entry.salt).toMatch(/^[0-9a-f]{32}$/);
      expect(entry.passwordHash).toBe(expectedHash('secret-one', entry.salt));
    }
    expect(list[0]?.salt).not.toBe(list[1]?.salt);
    expect(stored()).not.toContain('secret-one');
  });

  it('a new entry is only worked out, not kept, until keepSignup', async () => {
    const entry = await newSignupEntry('a@example.com', 'secret-one');
    expect(entry.passwordHash).toBe(expectedHash('secret-one', entry.salt));
    expect(localStorage.getItem(signupDetailsKey)).toBeNull();
  });

  it('keeps earlier entries and hashes plain ones left by an older version', async () => {
    localStorage.setItem(
      signupDetailsKey,
      JSON.stringify([
        { email: 'old@example.com', password: 'plain-old' },
        { email: 'kept@example.com', passwordHash: 'ab'.repeat(32), salt: 'cd'.repeat(16) },
        'junk',
      ]),
    );
    await append('new@example.com', 'plain-new');
    const list = readSignupDetails();
    expect(list.map((entry) => entry.email)).toEqual([
      'old@example.com',
      'kept@example.com',
      'new@example.com',
    ]);
    expect(list[0]?.passwordHash).toBe(expectedHash('plain-old', list[0]?.salt ?? ''));
    expect(list[1]).toEqual({
      email: 'kept@example.com',
      passwordHash: 'ab'.repeat(32),
      salt: 'cd'.repeat(16),
    });
    expect(stored()).not.toMatch(/plain-(old|new)/);
  });

  it('one entry per address: an earlier one for the same address, whatever its case or spaces, is replaced in place', async () => {
    await append('kabir@example.com', 'first-password');
    await append('tara@example.com', 'other-password');
    await append(' Kabir@Example.COM ', 'second-password');
    const list = readSignupDetails();
    expect(list.map((entry) => entry.email)).toEqual([' Kabir@Example.COM ', 'tara@example.com']);
    expect(list[0]?.passwordHash).toBe(expectedHash('second-password', list[0]?.salt ?? ''));
  });

  it('starts a new list when the stored one is unreadable', async () => {
    localStorage.setItem(signupDetailsKey, '{not json');
    await append('x@example.com', 'pw');
    expect(readSignupDetails().map((entry) => entry.email)).toEqual(['x@example.com']);
  });

  it('refuses to hash without WebCrypto (an insecure page), rather than keep the password', async () => {
    removeWebCrypto();
    await expect(newSignupEntry('x@example.com', 'pw')).rejects.toThrow(/WebCrypto/);
    expect(localStorage.getItem(signupDetailsKey)).toBeNull();
  });
});
