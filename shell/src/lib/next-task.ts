/**
 * Resolves in a new task, not this one: work started from it lets the browser paint and take
 * input first (a task over 50 ms holds up a tap; docs/serving.md#first-paint-before-the-code).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
