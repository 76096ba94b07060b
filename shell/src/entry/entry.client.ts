/**
 * The browser's entry (main.js; the steps in order: ./README.md). The async boundary lets the
 * federation runtime negotiate shared singletons first. A server-rendered page starts in the next
 * task: its links and forms already work, and a press on them is taken between this file's
 * run and the start-up's (each task under 50 ms of a 4x slower CPU). The static page (client
 * rendering) paints its wordmark first: rAF runs just before that frame is drawn, the task after
 * it once it has been (or at once in a hidden tab, which draws no frames).
 */
const start = () => import('./bootstrap');
if (document.visibilityState === 'hidden') void start();
else if (document.getElementById('ssr-data')) setTimeout(start, 0);
else requestAnimationFrame(() => setTimeout(start, 0));
