import type { HydrationState } from 'react-router-dom';
import type { SsrDataStore } from '@zomato/shared';

/** The page data entry that carries the router's state (its loaders' and action's data) to hydration. */
const routerStateKey = 'router';

/**
 * What the server's router ended with, for the browser's router to start from (`hydrationData`):
 * only when a loader or an action gave it data (a page without any needs none).
 */
export function withRouterState(entries: SsrDataStore['entries'], state: HydrationState) {
  const carries = Object.keys(state.loaderData ?? {}).length > 0 || state.actionData != null;
  if (carries) entries[routerStateKey] = { status: 'ready', data: state };
}

/** The router state the page carries; none on a page the browser draws itself. */
export function routerStateIn(store: SsrDataStore): HydrationState | undefined {
  const entry = store.entries[routerStateKey];
  return entry?.status === 'ready' ? (entry.data as HydrationState) : undefined;
}
