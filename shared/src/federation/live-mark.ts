/**
 * The public sign that a part of the page is live (`hydrated:shell`, `hydrated:delivery`): a
 * performance mark, which tests, the bench and monitoring read instead of React's internals.
 */
export function markLive(part: string): void {
  // jsdom (unit tests) has no marks.
  if (typeof performance.mark === 'function') performance.mark(`hydrated:${part}`);
}
