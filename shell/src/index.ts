/**
 * Resolves once the page's first frame is on screen (or at once in a hidden tab, which
 * draws no frames). The app's code starts after it: a server-rendered page paints its
 * content first, instead of after the main thread has evaluated React and the sections
 * (docs/architecture.md#first-paint-before-the-code).
 */
const afterFirstFrame = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    // rAF runs just before the frame is drawn; the task after it, once it has been.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

// The async boundary lets the federation runtime negotiate shared singletons first.
void afterFirstFrame().then(() => import('./bootstrap'));
