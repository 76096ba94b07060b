/*
 * Early actions, part 4 of 7 (./index.cjs): the listeners that hold what the visitor does to a
 * control that is not live yet: clicks, choices and typing, submits and keys. Plain links and
 * in-page links are left to work as they do without JavaScript.
 */
/* global doc, queue, replaying, pathOf, hold, heldFor, sentAtOnce, addedAtOnce */
// Keys a field's own handlers take (Left/Right move the caret there), and those other controls
// take (a carousel's arrows); Enter and Space on a button or link are its click.
var fieldKeys = { Enter: 1, Escape: 1, ArrowUp: 1, ArrowDown: 1 };
var controlKeys = { Escape: 1, ArrowUp: 1, ArrowDown: 1, ArrowLeft: 1, ArrowRight: 1, Home: 1, End: 1 };
var holds =
  'button, a[href], summary, [role="button"], [role="tab"], [role="option"], [role="menuitem"], [data-replay]';

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
  // ADD TO CART is answered by the server at once (cart-answers.js); any other press is held.
  if (!addedAtOnce(el)) hold({ kind: 'click', el: el, path: pathOf(el) });
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
// The text held for a field (onChoice) can be put back to the field's markup by its live code,
// redrawing it before the text is handed over (seen: for 25 ms after hydration). A key then would
// edit that, and the held text be lost ('pizza' kept as 'izza'): the held text, caret and all, is
// put back before the browser applies the key. Not in a composition (an IME's), which owns the text.
function onBeforeInput(event) {
  var el = event.target;
  if (replaying || event.isComposing) return;
  for (var i = queue.length - 1; i >= 0; i--) {
    var held = queue[i];
    if (held.el !== el || held.kind !== 'value') continue;
    if (el.value === held.value) return;
    el.value = held.value;
    if (held.start !== null) el.setSelectionRange(held.start, held.end);
    return;
  }
}
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
window.addEventListener('click', onClick, true);
window.addEventListener('beforeinput', onBeforeInput, true);
window.addEventListener('input', onChoice, true);
window.addEventListener('change', onChoice, true);
window.addEventListener('submit', onSubmit, true);
window.addEventListener('keydown', onKey, true);
