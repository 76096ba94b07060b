/*
 * Early actions (docs/architecture.md#no-action-lost): a server-rendered page shows its controls
 * before React has made them live. This script, inlined at the top of the page's <head> (its
 * hash is in the CSP), runs from the first frame and keeps what the visitor does to a control
 * that is not live yet: a click or a submit is held (its default prevented) and replayed on the
 * same element once React owns it; typed text and choices stay in the fields and are handed to
 * React (its onChange) with the caret where it was; Enter, Escape and arrows are replayed in turn.
 * Everything is replayed once, in the order it happened. Plain links are left to the browser:
 * they work without JavaScript (the server renders every page). An in-page link (the skip
 * link) moves focus at once, as its live handler does, without a new address.
 */
/* global window, document, KeyboardEvent, HTMLInputElement, HTMLTextAreaElement, DOMParser */
(function () {
  var doc = document;
  var root = doc.documentElement;
  /** What waits for its element to come alive, oldest first: { kind, el, path, at, ... }. */
  var queue = [];
  var replaying = false;
  var timer = 0;
  var giveUpMs = 20000;
  // Keys a field's own handlers take (Left/Right move the caret there), and those other controls
  // take (a carousel's arrows); Enter and Space on a button or link are its click.
  var fieldKeys = { Enter: 1, Escape: 1, ArrowUp: 1, ArrowDown: 1 };
  var controlKeys = { Escape: 1, ArrowUp: 1, ArrowDown: 1, ArrowLeft: 1, ArrowRight: 1, Home: 1, End: 1 };
  var holds =
    'button, a[href], summary, [role="button"], [role="tab"], [role="option"], [role="menuitem"], [data-replay]';

  // React marks each element it owns with a fiber; a root or a Suspense boundary that is still
  // server HTML (dehydrated) has none on its elements, or a root whose state says so.
  function fiberOf(el) {
    var names = Object.keys(el);
    for (var i = 0; i < names.length; i++) if (names[i].indexOf('__reactFiber$') === 0) return el[names[i]];
    return null;
  }
  function live(el) {
    var fiber = el && el.isConnected ? fiberOf(el) : null;
    if (!fiber) return false;
    // React's own test of a mounted fiber (getNearestMountedFiber): one rendered but not committed
    // yet (new, placed or hydrating, flags 4098) would take the event with no handler.
    var node = fiber;
    var next = fiber;
    var mounted = fiber;
    while (next && !next.alternate) {
      node = next;
      if (node.flags & 4098) mounted = node.return;
      next = node.return;
    }
    while (node.return) node = node.return;
    if (node.tag !== 3 || mounted !== fiber) return false;
    var state = node.stateNode.current.memoizedState;
    return !(state && state.isDehydrated);
  }
  // Where the element sits under <body>, to find it again if React drew it anew.
  function pathOf(el) {
    var path = [];
    for (; el && el.parentElement && el !== doc.body; el = el.parentElement)
      path.unshift([].indexOf.call(el.parentElement.children, el));
    return path;
  }
  function found(entry) {
    if (entry.el.isConnected) return entry.el;
    if (entry.page !== window.location.pathname) return null;
    var el = doc.body;
    for (var i = 0; el && i < entry.path.length; i++) el = el.children[entry.path[i]];
    return el && el.tagName === entry.el.tagName && el.textContent === entry.text ? el : null;
  }
  function hold(entry) {
    entry.at = Date.now();
    entry.page = window.location.pathname;
    entry.text = entry.el.textContent;
    // A held press says it was taken (shared/src/ui/global.css, [data-held]) until it is replayed.
    entry.shown =
      entry.kind === 'click' ? entry.el : entry.kind === 'submit' ? entry.submitter || entry.el : null;
    if (entry.shown) entry.shown.setAttribute('data-held', '');
    // A press that opens a dialog (`data-opens`: Login's, saying it is opening) opens it now.
    var opens = entry.kind === 'click' && doc.getElementById(entry.el.getAttribute('data-opens') || '');
    if (opens && opens.showModal && !opens.open) {
      opens.showModal();
      entry.opened = opens;
    }
    queue.push(entry);
    root.setAttribute('data-early-actions', String(queue.length));
    if (!timer) timer = window.setTimeout(pump, 16);
  }

  function setTyped(el, entry) {
    var proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    var set = Object.getOwnPropertyDescriptor(proto.prototype, 'value').set;
    // React's own value setter, then the browser's: React then sees a change and calls onChange.
    el.value = entry.value === '' ? ' ' : '';
    set.call(el, entry.value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    if (doc.activeElement === el && entry.start !== null) el.setSelectionRange(entry.start, entry.end);
  }
  function replay(entry, el) {
    if (entry.kind === 'click') el.click();
    else if (entry.kind === 'submit')
      el.requestSubmit(entry.submitter && entry.submitter.isConnected ? entry.submitter : null);
    else if (entry.kind === 'key') {
      // A key goes where focus is: an earlier replayed key may have moved it (a carousel's arrows).
      var active = doc.activeElement;
      var target = entry.focused && active && active !== doc.body && live(active) ? active : el;
      target.dispatchEvent(new KeyboardEvent('keydown', { key: entry.key, bubbles: true, cancelable: true }));
    } else if (el.tagName === 'SELECT') {
      // A choice was made on it: focus is there, unless the visitor has put it somewhere since.
      if (doc.activeElement === doc.body) el.focus({ preventScroll: true });
      el.value = entry.value;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    } else setTyped(el, entry);
  }
  function pump() {
    timer = 0;
    while (queue.length) {
      var entry = queue[0];
      var el = found(entry);
      if (el && !live(el) && Date.now() - entry.at < giveUpMs) break;
      queue.shift();
      if (entry.shown) entry.shown.removeAttribute('data-held');
      // The visitor closed what the press opened (Escape): the press is taken back.
      if (!el || (entry.opened && !entry.opened.open)) continue;
      if (!live(el)) {
        // Its part never came alive: a held link goes where it points, as without JavaScript;
        // what a press opened closes.
        if (entry.kind === 'click' && el.href) window.location.assign(el.href);
        if (entry.opened) entry.opened.close();
        continue;
      }
      replaying = true;
      try {
        replay(entry, el);
      } finally {
        replaying = false;
      }
      // One step a task: React draws what it changed before the next one looks for its element.
      break;
    }
    if (queue.length) {
      root.setAttribute('data-early-actions', String(queue.length));
      timer = window.setTimeout(pump, 16);
    } else root.removeAttribute('data-early-actions');
  }

  // An element waits while it is not live, and behind earlier actions that are to be replayed
  // first: on it, in its form, or any already live (about to be replayed). Actions waiting for
  // another part to come alive do not hold up a live one elsewhere.
  function heldFor(el) {
    if (!live(el)) return true;
    var form = el.tagName === 'FORM' ? el : el.form;
    for (var i = 0; i < queue.length; i++) {
      var waiting = queue[i].el;
      if (waiting === el || (form && (waiting === form || waiting.form === form)) || live(waiting))
        return true;
    }
    return false;
  }
  function onClick(event) {
    if (replaying || event.button !== 0 || event.defaultPrevented) return;
    var el = event.target.closest && event.target.closest(holds);
    if (!el || !heldFor(el)) return;
    if (inPageLink(el, event)) return;
    // A plain link works without JavaScript: the browser follows it, unless earlier actions
    // wait (a city chosen, then a tab: the choice goes first).
    if (el.tagName === 'A' && !el.hasAttribute('data-replay') && !queue.length) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold({ kind: 'click', el: el, path: pathOf(el) });
  }
  // An in-page link (the skip link) moves focus as its live handler does, and leaves the
  // address alone: a new hash is a navigation to the router, which would redraw the parts it
  // has not hydrated yet, focus and all.
  function inPageLink(el, event) {
    var href = el.tagName === 'A' ? el.getAttribute('href') : '';
    var target = href && href.charAt(0) === '#' && doc.getElementById(href.slice(1));
    if (!target) return false;
    event.preventDefault();
    target.focus();
    return true;
  }
  function onChoice(event) {
    var el = event.target;
    if (replaying || !/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || /^(checkbox|radio)$/.test(el.type))
      return;
    if (!heldFor(el)) return;
    if (sentAtOnce(el)) {
      event.stopImmediatePropagation();
      return;
    }
    var last = queue[queue.length - 1];
    var typed =
      last && last.el === el && last.kind === 'value' ? last : { kind: 'value', el: el, path: pathOf(el) };
    typed.value = el.value;
    typed.start = typeof el.selectionStart === 'number' ? el.selectionStart : null;
    typed.end = el.selectionEnd;
    if (typed !== last) hold(typed);
    // React would act on half a picture: the value is handed over in turn, once.
    event.stopImmediatePropagation();
  }
  // A choice in a form the server answers (`data-early-submit`: the listing's city and sorts) is
  // sent at once, as its Show button sends it (a GET) without JavaScript: the server's page is the
  // answer, long before this one is live. It is put in place of this page (answerInPlace), or
  // loaded if that cannot be. Not while other actions wait (changing the page would drop them),
  // nor once hydration has begun.
  function sentAtOnce(el) {
    var form = el.form;
    // Once hydration has begun the control is live soon: the choice is held and replayed.
    var waits = queue.length || hydrating;
    if (el.tagName !== 'SELECT' || !form || !form.hasAttribute('data-early-submit') || waits) return false;
    // A choice fires both input and change: one answer for it.
    if (chosen !== el.name + '=' + el.value) answerInPlace(el.name, el.value);
    chosen = el.name + '=' + el.value;
    return true;
  }
  var chosen = '';
  // The server's page for the new address replaces this one's server HTML and data where they
  // stand, before the page's code hydrates them (it asks first: window.__zomatoBeforeHydration):
  // one render on the server, not a whole page load. The address is replaced, as a live choice
  // replaces it (Back leaves the listing), and focus goes back to the control. Once hydration has
  // begun, or if the answer is not a page of this build, the address is loaded instead. A choice
  // made while an answer is on its way is made again on the page it brings, in turn: the form's
  // other fields (the hidden current sort, which says which sort was chosen last) are the answer's.
  var answering = null;
  var hydrating = false;
  var leaving = false;
  function answerInPlace(name, value) {
    var address = '';
    var answer = (answering = (answering || Promise.resolve())
      .then(function () {
        if (leaving) return;
        var form = doc.querySelector('form[data-early-submit]');
        var control = form && form.elements.namedItem(name);
        if (!control) return;
        control.value = value;
        address = form.action + '?' + new URLSearchParams(new FormData(form));
        freeConnections();
        return fetch(address, { headers: { accept: 'text/html' }, priority: 'high' })
          .then(function (response) {
            // A redirected answer is the page of the address it ended at.
            address = response.url || address;
            return response.ok ? response.text() : '';
          })
          .then(function (html) {
            if (!putInPlace(html, address, name)) throw new Error('not in place');
          });
      })
      .catch(function () {
        // The page is left for the answer's address.
        leaving = true;
        remember(focusKey, name);
        window.location.replace(address);
      })
      .then(function () {
        if (answering === answer) answering = null;
      }));
  }
  // The pictures still loading in what the answer replaces hold the browser's few connections to
  // this site: they are let go, so the answer is not queued behind them.
  function freeConnections() {
    [].forEach.call(doc.querySelectorAll('#root img'), function (img) {
      if (img.complete) return;
      img.removeAttribute('srcset');
      img.removeAttribute('src');
    });
  }
  function putInPlace(html, address, name) {
    if (hydrating || !html) return false;
    // The body alone (the head's styles are this page's): the title is read on its own.
    var title = new DOMParser().parseFromString(
      html.slice(0, html.indexOf('</title>') + 8),
      'text/html',
    ).title;
    var next = new DOMParser().parseFromString(html.slice(html.indexOf('<body')), 'text/html');
    var appRoot = doc.getElementById('root');
    var data = doc.getElementById('ssr-data');
    var startUp = doc.getElementById('start-up');
    var answerRoot = next.getElementById('root');
    var answerData = next.getElementById('ssr-data');
    var answerStartUp = next.getElementById('start-up');
    if (!appRoot || !data || !startUp || !answerRoot || !answerData || !answerStartUp) return false;
    if (!sameCode(startUp, answerStartUp)) return false;
    // Focus goes back to the chosen control, redrawn, unless the visitor has moved it out of what
    // is redrawn (to the top bar's search, say).
    var focused = doc.activeElement;
    var refocus = focused && focused !== doc.body && !appRoot.contains(focused) ? '' : name;
    appRoot.replaceChildren.apply(appRoot, [].slice.call(answerRoot.childNodes));
    data.textContent = answerData.textContent;
    if (title) doc.title = title;
    window.history.replaceState(window.history.state, '', address);
    if (refocus) focusControl(refocus);
    return true;
  }
  // The same build's page: its start-up scripts are the ones this page is loading (the list is
  // moved out of its template as they are fetched: start-after-paint.js).
  function sameCode(here, there) {
    var known = {};
    var hrefs = function (links) {
      return [].map.call(links, function (link) {
        return link.getAttribute('href');
      });
    };
    hrefs(doc.querySelectorAll('link[href]'))
      .concat(hrefs(here.content.querySelectorAll('link[href]')))
      .forEach(function (href) {
        known[href] = true;
      });
    return (
      here.getAttribute('data-main') === there.getAttribute('data-main') &&
      hrefs(there.content.querySelectorAll('link[href]')).every(function (href) {
        return known[href];
      })
    );
  }
  // Settles once no answer is being put in place; null when none is. The page's code runs after
  // it (start-after-paint.js): what the visitor asked for is drawn first. Hydration starts after
  // it (bootstrap.ts), and no answer is put in place once it has.
  window.__zomatoAnswered = function () {
    return answering && answering.then(window.__zomatoAnswered);
  };
  window.__zomatoBeforeHydration = function () {
    return Promise.resolve(window.__zomatoAnswered()).then(function () {
      hydrating = true;
    });
  };
  var focusKey = 'zomato:early-submit-focus';
  function remember(key, value) {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Storage blocked: the new page starts with focus at its top, as after a plain submit.
    }
  }
  function takeFocusBack() {
    var name = '';
    try {
      name = window.sessionStorage.getItem(focusKey) || '';
      window.sessionStorage.removeItem(focusKey);
    } catch {
      return;
    }
    if (!name) return;
    doc.addEventListener('DOMContentLoaded', function () {
      if (doc.activeElement === doc.body) focusControl(name);
    });
  }
  function focusControl(name) {
    var form = doc.querySelector('form[data-early-submit]');
    var control = form && form.elements.namedItem(name);
    if (control && control.focus) control.focus({ preventScroll: true });
  }
  takeFocusBack();
  function onSubmit(event) {
    if (replaying || !heldFor(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold({ kind: 'submit', el: event.target, path: pathOf(event.target), submitter: event.submitter });
  }
  function onKey(event) {
    var el = event.target;
    var field = /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
    if (replaying || el === doc.body || !(field ? fieldKeys : controlKeys)[event.key]) return;
    if (event.ctrlKey || event.metaKey || event.altKey || !heldFor(el)) return;
    // Escape in a dialog is the browser's: it closes it (one a held press opened, say).
    if (event.key === 'Escape' && el.closest('dialog')) return;
    event.stopImmediatePropagation();
    // Enter in a form submits it (held as a submit); elsewhere it is replayed as a key.
    if (event.key === 'Enter' && el.form) return;
    // A control's arrow keys are its own once live (they would scroll the page now).
    if (!field) event.preventDefault();
    hold({ kind: 'key', el: el, path: pathOf(el), key: event.key, focused: doc.activeElement === el });
  }
  // A press on a control whose answer needs more code (`data-intent`: the login dialog, the cart
  // view) tells the page at once, held or not: its code starts while the page comes alive, or
  // between pointerdown and click (shell/src/features/intents/load-on-intent.ts).
  var intents = (window.__zomatoIntents = []);
  function onIntent(event) {
    if (replaying || (event.type === 'keydown' && event.key !== 'Enter' && event.key !== ' ')) return;
    var el = event.target.closest && event.target.closest('[data-intent]');
    var name = el && el.getAttribute('data-intent');
    if (!name || intents.indexOf(name) >= 0) return;
    intents.push(name);
    window.dispatchEvent(new CustomEvent('zomato:intent', { detail: name }));
  }
  window.addEventListener('pointerdown', onIntent, true);
  window.addEventListener('keydown', onIntent, true);
  window.addEventListener('click', onIntent, true);
  window.addEventListener('click', onClick, true);
  window.addEventListener('input', onChoice, true);
  window.addEventListener('change', onChoice, true);
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('keydown', onKey, true);
})();
