/*
 * Early actions, part 3 of 7 (./index.cjs): a press that needs more code tells the page at once.
 * Its listeners come before those that hold actions (part 4), which stop a held press there.
 */
/* global replaying */
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
