/**
 * The app's code starts once the page's first frame is on screen (or at once in a hidden tab,
 * which draws no frames): a server-rendered page paints its content first, instead of after the
 * main thread has evaluated React and the sections (docs/architecture.md#first-paint-before-the-code).
 * The async boundary lets the federation runtime negotiate shared singletons first.
 */
const start = () => import('./bootstrap');
// rAF runs just before the frame is drawn; the task after it, once it has been.
if (document.visibilityState === 'hidden') void start();
else requestAnimationFrame(() => setTimeout(start, 0));
