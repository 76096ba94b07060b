/*
 * The cart lines this browser last paid for: their ids only, kept in localStorage so
 * that every tab of the browser can tell a line that went because it was ordered from one that
 * was removed, even a tab that was hidden (or frozen) when the payment was announced.
 */
const storageKey = 'orderedCartLines';

/** Called with the line ids of a payment this browser made. */
export function noteOrderedLines(lineIds: readonly number[]): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(lineIds));
  } catch {
    // Storage blocked: other tabs say 'removed', as before; nothing else depends on it.
  }
}

/** True when the line went from the cart because this browser paid for it. */
export function wasOrdered(lineId: number): boolean {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(ids) && ids.includes(lineId);
  } catch {
    return false;
  }
}
