import { readDrawnVersions } from '../../entry/page-data';

/**
 * The sections the server drew this page with (`#ssr-data`'s `data-remotes`) hydrate in a pass of
 * their own, after the shell's (docs/serving.md#first-paint-before-the-code). Until a section has,
 * it holds the server's HTML, and it hydrates from the address as it is when its code runs: an
 * address changed by the live shell before then draws another page than that HTML (React error
 * #418). Each section says it is live with its public mark, `hydrated:<remote>` (markLive).
 */
let live = false;
let becomingLive: Promise<void> | undefined;

const marked = (name: string) => performance.getEntriesByName(name, 'mark').length > 0;

/** Resolves once every section the server drew this page with is live (at once if it drew none). */
export function drawnSectionsLive(): Promise<void> {
  becomingLive ??= new Promise<void>((resolve) => {
    const marks = Object.keys(readDrawnVersions() ?? {}).map((remote) => `hydrated:${remote}`);
    const done = () => {
      if (!marks.every(marked)) return false;
      live = true;
      resolve();
      return true;
    };
    if (marks.length === 0 || typeof PerformanceObserver === 'undefined') {
      live = true;
      return resolve();
    }
    if (done()) return;
    const observer = new PerformanceObserver(() => {
      if (done()) observer.disconnect();
    });
    observer.observe({ type: 'mark' });
  });
  return becomingLive;
}

/** True once every section the server drew is live: a change of the address can no longer reach its HTML. */
export function drawnSectionsAreLive(): boolean {
  if (!live) void drawnSectionsLive();
  return live;
}
