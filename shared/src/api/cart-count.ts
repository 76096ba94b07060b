import type { CartLine } from '../types/entities';
import { useAppStore } from '../store/app-store';
import { http } from './http';
import { watchOtherTabs } from './cart-tabs';
import { visitorIsNew } from '../visitor/visitor-id';

/*
 * The top bar's cart count without loading the cart calls' code (@zomato/shared/cart). Once
 * those load, reads go through their queue instead, so a read never overtakes a change.
 */

/** The cart calls' two reads: one that may share a read already on its way, and a fresh one. */
export interface QueuedCartReads {
  read: () => void;
  refresh: () => void;
}

let queued: QueuedCartReads | undefined;
let reading = false;
let readAgain = false;

/** Called once by the cart calls as they load: reads go through their queue from then on. */
export function readCartThrough(reads: QueuedCartReads): void {
  queued = reads;
}

/** From the page's first cart read or change on, another tab's change is read here too (./cart-tabs.ts). */
export function watchCartTabs(): void {
  watchOtherTabs(cartChangedElsewhere);
}

/** Reads the cart for the top bar's count (the store's summary). */
export function refreshCartCount(): void {
  watchCartTabs();
  // A visitor this page gave an id has an empty cart, as the store starts: nothing to read.
  if (queued) queued.read();
  else if (!visitorIsNew()) readCount();
}

/** Another tab changed the cart (./cart-tabs.ts): a read sent before that change would not show it. */
function cartChangedElsewhere(): void {
  if (queued) queued.refresh();
  else if (reading) readAgain = true;
  else readCount();
}

/**
 * GET /cart into the store's summary. A failure keeps the last known count; an answer that
 * arrives after the cart calls set the summary is older than theirs and is dropped.
 */
function readCount(): void {
  reading = true;
  const before = useAppStore.getState().cart;
  const settle = () => {
    reading = false;
    if (readAgain) {
      readAgain = false;
      cartChangedElsewhere();
    }
  };
  Promise.resolve()
    .then(http)
    .then((client) => client.get<CartLine[]>('/cart'))
    .then(({ data }) => {
      if (useAppStore.getState().cart === before) useAppStore.getState().setCartLines(data);
    })
    .then(settle, settle);
}
