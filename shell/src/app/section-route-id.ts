import type { RemoteKey } from '@zomato/shared';

const boundaryPrefix = 'section:';

/** The id of a section's boundary route, under which its own routes go. */
export const sectionRouteId = (remote: RemoteKey) => `${boundaryPrefix}${remote}`;

/** The remote whose boundary route `id` is, if it is one. */
export const remoteOfRoute = (id: string | undefined) =>
  id?.startsWith(boundaryPrefix) ? (id.slice(boundaryPrefix.length) as RemoteKey) : undefined;
