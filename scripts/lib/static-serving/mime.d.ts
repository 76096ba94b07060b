/**
 * express.static's mime (send's, mime 1): charsets.lookup(type) with no fallback gives
 * undefined for a type without a charset (memory-static.cjs relies on it); @types/mime only
 * has the form with a fallback.
 */
export {};

declare module 'mime' {
  interface Charsets {
    lookup(mime: string): string | undefined;
  }
}
