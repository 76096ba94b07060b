import { startRemoteLoad } from '@zomato/shared';
import { preloadAuthModal } from '../auth/load-auth-modal';

declare global {
  /** Intents the early-actions script saw before this code ran (shell/src/entry/early-actions/intents.js). */
  var __zomatoIntents: string[] | undefined;
}

/**
 * The code each intent's answer needs (`data-intent` on the control): the login dialog's (the
 * shell's host chunk, then auth's modal) and the cart view's. Started at the visitor's first
 * press, or a press held while the page came alive, not at the click the page replays later: the
 * answer's code then loads while the page hydrates, or between pointerdown and click.
 */
const loaders: Record<string, () => void> = {
  auth: preloadAuthModal,
  cart: () => startRemoteLoad('checkout', './CartView'),
};

/** Starts each intent's code once: those already shown, and each one shown from now on. */
export function loadOnIntent(): void {
  const started = new Set<string>();
  const start = (name: unknown) => {
    if (typeof name !== 'string' || started.has(name) || !Object.hasOwn(loaders, name)) return;
    started.add(name);
    loaders[name]?.();
  };
  for (const name of globalThis.__zomatoIntents ?? []) start(name);
  addEventListener('zomato:intent', (event) => start((event as CustomEvent<unknown>).detail));
}
