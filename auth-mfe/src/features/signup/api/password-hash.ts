/**
 * Salted password hashing with WebCrypto (docs/product.md#sign-up: never keep the plain password).
 * PBKDF2-HMAC-SHA-256 at OWASP's recommended work factor, 16 random bytes of salt per entry.
 */
export const pbkdf2 = { hash: 'SHA-256', iterations: 600_000, saltBytes: 16, keyBits: 256 } as const;

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** WebCrypto's subtle API exists only in secure contexts (https, localhost). */
function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto is not available (the page needs https or localhost)');
  return api;
}

/** Hex PBKDF2 hash of `password` with the hex `salt`. */
export async function hashPassword(password: string, saltHex: string): Promise<string> {
  const key = await subtle().importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle().deriveBits(
    { name: 'PBKDF2', hash: pbkdf2.hash, iterations: pbkdf2.iterations, salt: fromHex(saltHex) },
    key,
    pbkdf2.keyBits,
  );
  return toHex(new Uint8Array(bits));
}

export function newSalt(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(pbkdf2.saltBytes)));
}
