import { getVisitorId } from '../visitor/visitor-id';

/*
 * A tab that changes the cart says so on a BroadcastChannel and the others read it again, with no
 * polling. No cart data is sent, so the server stays the one source. A hidden tab may have missed
 * messages (frozen, or restored from the back-forward cache), so it reads again when shown.
 */
const channelName = 'zomato-ncr-cart';
let channel: BroadcastChannel | undefined;
let watching = false;

/** This page's end of the channel, opened by the first tab news sent or listened for. */
function openChannel() {
  if (!channel && typeof BroadcastChannel === 'function') channel = new BroadcastChannel(channelName);
  return channel;
}

/** Starts listening once per page (at its first cart call); `refresh` reads the cart again. */
export function watchOtherTabs(refresh: () => void) {
  if (watching || typeof window === 'undefined' || typeof document === 'undefined') return;
  watching = true;
  const listening = openChannel();
  if (listening) {
    listening.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { visitor?: unknown } | null;
      // A hidden tab reads it when shown again (below): no request per change per tab.
      if (data?.visitor === getVisitorId() && document.visibilityState !== 'hidden') refresh();
    };
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) refresh();
  });
}

/** Tells the other tabs that this visitor's cart changed on the server. */
export function announceCartChange() {
  try {
    // A page drawn by the server may announce before its first cart call has opened the channel.
    openChannel()?.postMessage({ visitor: getVisitorId() });
  } catch {
    // A closed channel (the page is going away) has no one left to tell.
  }
}
