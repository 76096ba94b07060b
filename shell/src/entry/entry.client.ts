/**
 * The browser's entry (main.js; the steps in order: ./README.md). The async boundary lets the
 * federation runtime negotiate shared singletons first. A server-rendered page's boot script
 * (start-after-paint.js) runs this after the content has painted: it starts at once. The static
 * page (client rendering) paints its wordmark first: rAF runs just before that frame is drawn,
 * the task after it once it has been (or at once in a hidden tab, which draws no frames).
 */
const start = () => import('./bootstrap');
if (document.visibilityState === 'hidden' || document.getElementById('ssr-data')) void start();
else requestAnimationFrame(() => setTimeout(start, 0));
