/**
 * The remotes the site is made of (docs/architecture.md#apps). A key is the remote's one name:
 * its federation name (the global its remoteEntry.js defines), its package `@zomato/<key>`
 * and its key in the runtime config (tools/apps.cjs).
 */
export const remoteKeys = ['delivery', 'dining', 'nightlife', 'checkout', 'auth'] as const;
export type RemoteKey = (typeof remoteKeys)[number];
