/*
 * Early actions, part 5 of 5 (./index.cjs): a choice in the listing's form, made before the page
 * is live, is answered by the server and put in place of the page's server HTML before it
 * hydrates, with no page load (docs/decisions/0011-early-actions.md).
 */
/* global doc, queue */
/* exported sentAtOnce */
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
  var title = new DOMParser().parseFromString(html.slice(0, html.indexOf('</title>') + 8), 'text/html').title;
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
