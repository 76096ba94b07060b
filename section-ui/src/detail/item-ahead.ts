import type { FoodItem } from '@zomato/shared';
import { fetchItem, type ListSource } from '../data/catalog';

/**
 * A detail's item, asked for the moment its card is pressed or touched, beside the detail's code
 * (asked for on intent: ./open-detail-early.ts). The detail takes this answer rather than asking
 * once it has drawn, so nothing the press starts waits on another's answer. Taken once; an answer
 * older than `keptMs` is not taken (the detail asks again).
 */
const keptMs = 10_000;
const started = new Map<string, { answer: Promise<FoodItem>; at: number }>();
const keyOf = (source: string, id: number | string) => `${source}/${id}`;

export function loadItemAhead(source: ListSource, id: number | string): void {
  const now = Date.now();
  for (const [key, { at }] of started) if (now - at >= keptMs) started.delete(key);
  const key = keyOf(source, id);
  if (started.has(key)) return;
  const answer = fetchItem(source, id);
  // A failure is the detail's to show, when it takes the answer.
  answer.catch(() => undefined);
  started.set(key, { answer, at: now });
}

/** The answer `loadItemAhead` started for this item, if it is recent; undefined otherwise. */
export function takeItemLoadedAhead(source: string, id: string): Promise<FoodItem> | undefined {
  const key = keyOf(source, id);
  const ahead = started.get(key);
  started.delete(key);
  return ahead && Date.now() - ahead.at < keptMs ? ahead.answer : undefined;
}
