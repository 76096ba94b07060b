/*
 * Early actions, part 6 of 7 (./index.cjs): a choice in the listing's form, made before the page
 * is live, is answered by the server and put in place of the page's server HTML before it
 * hydrates, with no page load (docs/decisions/0011-early-actions.md).
 */
/* global doc, queue, answerInTurn, answering, hydrating, putInPlace, freeConnections, letGo */
/* exported sentAtOnce */
// A choice in a form the server answers (`data-early-submit`: the listing's city and sorts) is
// sent at once, as its Show button sends it (a GET) without JavaScript: the server's page is the
// answer, long before this one is live. It is put in place of this page (answers.js), or
// loaded if that cannot be. Not while other actions wait (changing the page would drop them),
// nor once hydration has begun.
function sentAtOnce(el) {
  var form = el.form;
  // Once hydration has begun the control is live soon: the choice is held and replayed.
  var waits = queue.length || hydrating;
  if (el.tagName !== 'SELECT' || !form || !form.hasAttribute('data-early-submit') || waits) return false;
  // A choice fires both input and change: one answer for it.
  if (chosen !== el.name + '=' + el.value) {
    var shows = answering ? null : cardsShownFor(el);
    answerChoice(el.name, el.value, shows !== null);
    if (shows !== null) showAtOnce(shows, answering);
  }
  chosen = el.name + '=' + el.value;
  return true;
}
var chosen = '';
// What the answer shows of the cards drawn, as the chosen option says it (`data-shows`: the
// data-index of each card the answer shows, in its order, worked out by the listing rules:
// section-ui's choice-previews.ts); null when it does not. Not while another answer is on its
// way (the caller's part): the option speaks of the page as it was drawn.
function cardsShownFor(select) {
  var option = select.options[select.selectedIndex];
  return option ? option.getAttribute('data-shows') : null;
}
// Those cards are shown at once: a city narrows the list, a sort orders it, in the frame of the
// choice, or once the page has been read to its end if one of them is not there yet. The list is
// busy until the server's page (`answer`) is in place.
function showAtOnce(shows, answer) {
  var showCards = function () {
    var list = doc.querySelector('[data-early-cards]');
    var cards = {};
    [].forEach.call(list ? list.children : [], function (card) {
      cards[card.getAttribute('data-index')] = card;
    });
    var shown = (shows ? shows.split(' ') : []).map(function (index) {
      return cards[index];
    });
    if (!list || !shown.every(Boolean)) return false;
    var left = [].slice.call(list.children).filter(function (card) {
      return shown.indexOf(card) < 0;
    });
    list.replaceChildren.apply(list, shown);
    list.setAttribute('aria-busy', 'true');
    // The cards taken out load no more pictures; those shown keep theirs.
    left.forEach(function (card) {
      letGo(card.querySelectorAll('img'));
    });
    return true;
  };
  if (showCards() || doc.readyState !== 'loading') return;
  doc.addEventListener('DOMContentLoaded', function () {
    // Unless that answer is in place by then, or another choice waits for its own.
    if (answering === answer) showCards();
  });
}
// The address is replaced, as a live choice replaces it (Back leaves the listing), and focus goes
// back to the control. If the answer is not a page of this build, or hydration has begun, the
// address is loaded instead. A choice made while an answer is on its way is made again on the
// page it brings, in turn: the form's other fields (the hidden current sort, which says which
// sort was chosen last) are the answer's.
function answerChoice(name, value, previewed) {
  var address = '';
  answerInTurn(
    function () {
      var form = doc.querySelector('form[data-early-submit]');
      var control = form && form.elements.namedItem(name);
      if (!control) return;
      control.value = value;
      address = form.action + '?' + new URLSearchParams(new FormData(form));
      // The pictures of cards shown meanwhile keep loading: the answer shows them too.
      freeConnections(previewed && doc.querySelector('[data-early-cards]'));
      return fetch(address, { headers: { accept: 'text/html' }, priority: 'high' })
        .then(function (response) {
          // A redirected answer is the page of the address it ended at.
          address = response.url || address;
          return response.ok ? response.text() : '';
        })
        .then(function (html) {
          // Focus goes back to the chosen control, redrawn, unless the visitor has moved it out
          // of what is redrawn (to the top bar's search, say).
          var focused = doc.activeElement;
          var root = doc.getElementById('root');
          var refocus = !focused || focused === doc.body || (root && root.contains(focused));
          if (!putInPlace(html, address, anyPage)) throw new Error('not in place');
          if (refocus) focusControl(name);
        });
    },
    function () {
      // The page is left for the answer's address.
      remember(focusKey, name);
      window.location.replace(address);
      return true;
    },
  );
}
function anyPage() {
  return true;
}
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
