import { startRemoteLoad } from '@zomato/shared';

/** The modal's host: a chunk of its own, never in a page's first load (auth-links.tsx shows it). */
export const loadAuthModalHost = () => import(/* webpackChunkName: "auth-modal" */ './auth-modal-host');

/** Starts the dialog's code before it is opened: the host chunk and auth's `./AuthModal` it shows. */
export function preloadAuthModal(): void {
  loadAuthModalHost().catch(() => undefined);
  startRemoteLoad('auth', './AuthModal');
}
