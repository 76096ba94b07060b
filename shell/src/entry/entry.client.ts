/**
 * The browser's entry (main.js; the steps in order: ./README.md). The async boundary lets the
 * federation runtime negotiate shared singletons first. A server-rendered page starts at once:
 * it comes alive as soon as its code is here. The static page (client rendering) paints its
 * wordmark first: rAF runs just before that frame is drawn, the task after it once it has been
 * (or at once in a hidden tab, which draws no frames).
 */
const start = () => import('./bootstrap');
if (document.visibilityState === 'hidden' || document.getElementById('ssr-data')) void start();
else requestAnimationFrame(() => setTimeout(start, 0));
