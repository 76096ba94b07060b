import { useSyncExternalStore } from 'react';

/**
 * A module whose server HTML the page is hydrating keeps that HTML when its code fails to load
 * (docs/section-health.md#a-section-whose-code-fails-keeps-its-page): React keeps a Suspense
 * boundary's server HTML as long as what it waits for is pending. So the load stays pending
 * while it fails, and a notice beside it offers Retry; the links in that HTML still work.
 */
export interface LoadTrouble {
  /** Loads the module again; on success the boundary hydrates and the trouble is gone. */
  retry: () => void;
  retrying: boolean;
}

const troubles = new Map<string, LoadTrouble>();
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/** Resolves with the first attempt that loads; until then it is pending, and failures are troubles. */
export function pendingUntilLoaded<T>(key: string, load: (attempt: number) => Promise<T>): Promise<T> {
  return new Promise((resolve) => {
    let attempt = 0;
    const retry = () => {
      troubles.set(key, { retry, retrying: true });
      tell();
      tryLoad();
    };
    const tryLoad = () =>
      load(attempt++).then(
        (module) => {
          troubles.delete(key);
          tell();
          resolve(module);
        },
        () => {
          troubles.set(key, { retry, retrying: false });
          tell();
        },
      );
    tryLoad();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The trouble of the module `key` whose server HTML is kept, if its load has failed. */
export const useLoadTrouble = (key: string): LoadTrouble | undefined =>
  useSyncExternalStore(
    subscribe,
    () => troubles.get(key),
    () => undefined,
  );
