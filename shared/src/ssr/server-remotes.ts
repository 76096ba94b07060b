import { createContext } from 'react';
import type { RemoteKey } from '../config/runtime-config';

/**
 * The remotes a server render may use, for one request. `load` gives the same
 * promise for the same module within a request; it rejects for a remote that is not
 * rendered on the server, or failed to load, and that remote's Suspense boundary is then
 * rendered in the browser, as without server rendering.
 */
export interface ServerRemotes {
  load: (remote: RemoteKey, expose: string) => Promise<{ default: unknown }>;
}

export const ServerRemotesContext = createContext<ServerRemotes | null>(null);

/** The digest the server gives a boundary it leaves to the browser (not a real error there). */
export const clientRenderDigest = 'zomato-client-render';
