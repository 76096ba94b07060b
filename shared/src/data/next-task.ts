/**
 * Resolves in a new task (a macrotask), not this one: work started from it runs after the
 * browser has had a chance to paint and take input. A task over 50 ms holds up a tap; the
 * page's start-up splits its work this way (docs/architecture.md#first-paint-before-the-code).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
