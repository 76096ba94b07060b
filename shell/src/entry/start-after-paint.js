/*
 * The start of a server-rendered page (docs/architecture.md#first-paint-before-the-code): its
 * content is in the HTML, so nothing of the app's code is asked for before the page has painted
 * it. Once the first contentful paint is reported, this puts the page's start-up preloads in
 * place (main.js, the shell's chunks and the section remote's entry and ./App chunks, the
 * remote's with their digests) and runs the shell's main script: main.js first, the other
 * preloads a few a task. They load side by side instead of one round trip after another, and
 * never compete with the page's own first paint.
 *
 * The preloads wait, inert, in the page's <template id="start-up" data-main="/main.<hash>.js">
 * (server-rendering/page-html.mjs). A plain script, no build step: the page carries it inline, after
 * the early actions, in its one head script (deploy/serving/head-script.mjs).
 */
/* global window, document */
(function () {
  var doc = document;
  var started = false;
  var start = function () {
    if (started) return;
    var startUp = doc.getElementById('start-up');
    if (!startUp) {
      // Painted before the end of the HTML was parsed (a long page on a slow device): the list
      // at its end is there once the whole document is.
      doc.addEventListener('DOMContentLoaded', start);
      return;
    }
    started = true;
    var links = [].slice.call(startUp.content.children);
    // main.js first, with its preload, which the list holds first (page-html.mjs): an inserted
    // script alone would be fetched at low priority. Then the other preloads, a few a task:
    // all at once they make one long task right after the paint.
    watchFailures(links);
    // main.js runs once its preload has arrived and no action the server is answering
    // (early-actions/answers.js) is being put in place: the code is fetched meanwhile, but its
    // long tasks never hold up the visitor's answer (nor does an answer wait for the code).
    var ran = false;
    var runMain = function () {
      if (ran) return;
      ran = true;
      Promise.resolve(window.__zomatoAnswered && window.__zomatoAnswered()).then(function () {
        var main = doc.createElement('script');
        main.src = startUp.dataset.main;
        doc.head.append(main);
      });
    };
    var mainPreload = links[0];
    if (mainPreload && mainPreload.getAttribute('href') === startUp.dataset.main) {
      mainPreload.addEventListener('load', runMain);
      mainPreload.addEventListener('error', runMain);
    } else runMain();
    // While an action the server is answering is being put in place, the rest wait: the answer
    // has the connections and the main thread (at 4x, each of these tasks takes ~20 ms).
    var next = function () {
      var pending = window.__zomatoAnswered && window.__zomatoAnswered();
      if (pending) return pending.then(next);
      doc.head.append.apply(doc.head, links.splice(0, 3));
      if (links.length) setTimeout(next, 0);
    };
    next();
  };
  // Chromium hands a failed preload to the next script of its address, once, without asking the
  // server again: a section's Retry would get the old failure. The script loaders (the federation
  // runtime's and webpack's) take their address from here, which asks anew for such a file.
  function watchFailures(links) {
    var failed = {};
    links.forEach(function (link) {
      link.addEventListener('error', function () {
        failed[link.href] = true;
      });
    });
    window.__zomatoScriptUrl = function (url) {
      return failed[url] ? url + (url.indexOf('?') < 0 ? '?' : '&') + 'after-failed-preload' : url;
    };
  }
  // On the first contentful paint (every server-rendered page has text to paint); at once in a
  // hidden tab, which paints nothing, or a browser that does not report paints. (Not on load: a
  // busy machine can load the page before it presents its first frame.)
  var Observer = window.PerformanceObserver;
  if (doc.visibilityState === 'hidden' || !Observer || !Observer.supportedEntryTypes.includes('paint'))
    start();
  else
    new Observer(function (paints) {
      if (paints.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
})();
