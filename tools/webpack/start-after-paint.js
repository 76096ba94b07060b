/*
 * The start of a server-rendered page (docs/architecture.md#first-paint-before-the-code): its
 * content is in the HTML, so nothing of the app's code is asked for before the page has painted
 * it. Once the first contentful paint is reported, this asks for every script start-up needs at
 * once (the shell's chunks and the section remote's entry and ./App chunks, each a preload, the
 * remote's with their digests), then the shell's main script. They load side by side instead of
 * one round trip after another, and never compete with the page's own first paint.
 *
 * The list is the page's <script type="application/json" id="start-up">:
 * { "main": "/main.<hash>.js", "scripts": [["/<chunk>.js"], ["/mfe/…/remoteEntry.js", "sha384-…"]] }.
 * A plain script, no build step: the shell's PreloadStartupPlugin minifies it into start.<hash>.js.
 */
/* global document, addEventListener */
(function () {
  var doc = document;
  var started = false;

  function start() {
    if (started) return;
    started = true;
    var list = doc.getElementById('start-up');
    var startUp = JSON.parse(list ? list.textContent : '{}');
    var scripts = startUp.scripts || [];
    for (var index = 0; index < scripts.length; index += 1) {
      var link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = scripts[index][0];
      if (scripts[index][1]) link.integrity = scripts[index][1];
      doc.head.appendChild(link);
    }
    var main = doc.createElement('script');
    main.src = startUp.main;
    // An inserted script is fetched at low priority; this one holds up everything after it.
    main.fetchPriority = 'high';
    doc.head.appendChild(main);
  }

  // A hidden tab paints nothing: it starts at once. Otherwise on the first contentful paint,
  // or at the latest when the page has loaded (a page with nothing contentful to paint).
  if (doc.visibilityState === 'hidden' || typeof PerformanceObserver !== 'function') return start();
  try {
    new PerformanceObserver(function (entries) {
      var paints = entries.getEntries();
      for (var index = 0; index < paints.length; index += 1)
        if (paints[index].name === 'first-contentful-paint') start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    return start();
  }
  addEventListener('load', start);
})();
