import { loadedRemote, loadRemoteOnce, type RemoteKey, type SectionModule } from '@zomato/shared';
import { pendingUntilLoaded } from './kept-server-html';

/** The module a section's routes come in. */
export const sectionExpose = './App';

/**
 * Loads started ahead, by section: over the server's page the first attempt takes the one started
 * ahead, so code that failed a moment before is not asked for again until Retry.
 */
const startedAhead = new Map<RemoteKey, Promise<SectionModule>>();

/** Starts loading a section's routes before they are needed; the router then finds them loading or loaded. */
export function startSectionLoad(remote: RemoteKey): Promise<void> {
  const load = loadRemoteOnce(remote, sectionExpose, 0);
  startedAhead.set(remote, load);
  return load.then(
    () => undefined,
    () => undefined,
  );
}

/** A section's routes once they have loaded, for the router to take at once; else undefined. */
export const loadedSection = (remote: RemoteKey) => loadedRemote(remote, sectionExpose);

/**
 * Cached, failures too: `use` is given the same promise on every render of one attempt, so a
 * failure reaches the error boundary instead of asking again. A new mount asks anew (`mount`).
 */
const pageLoads = new Map<string, Promise<SectionModule>>();
let mounts = 0;
/** A boundary's own number, for its loads (./section-boundary.tsx). */
export const nextMount = () => ++mounts;

/**
 * The load of a section's routes for a page drawn before the router had them: this mount's
 * `attempt` (0, then one more per Retry).
 * Over the server's HTML (`keptOverServerHtml`) it stays pending while it fails, and the notice
 * beside the HTML offers Retry (./kept-server-html.ts); otherwise a failure rejects, for the
 * section's error boundary.
 */
export function sectionLoad(
  remote: RemoteKey,
  { mount, attempt }: { mount: number; attempt: number },
  keptOverServerHtml: boolean,
) {
  const key = `${remote}|${keptOverServerHtml ? 'kept' : `${mount}|${attempt}`}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = keptOverServerHtml
      ? pendingUntilLoaded(sectionTroubleKey(remote), (tried) => {
          const ahead = tried ? undefined : startedAhead.get(remote);
          startedAhead.delete(remote);
          return ahead ?? loadRemoteOnce(remote, sectionExpose, tried);
        })
      : loadRemoteOnce(remote, sectionExpose, attempt);
    pageLoads.set(key, load);
    load.catch(() => undefined);
  }
  return load;
}

/** Whose trouble a kept page's notice reads (./kept-server-html.ts). */
export const sectionTroubleKey = (remote: RemoteKey) => `${remote}|${sectionExpose}`;
