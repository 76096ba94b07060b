/** The remotes the site is made of (docs/architecture.md#apps). */
export const remoteKeys = ['delivery', 'dining', 'nightlife', 'checkout', 'auth'] as const;
export type RemoteKey = (typeof remoteKeys)[number];
