/*
 * Early actions, part 2 of 7 (./index.cjs): the queue of held actions, oldest first, and their
 * replay. Each waits for its element to come alive (or be drawn anew where it stood; a link,
 * anywhere) and is replayed once, in order, one a task; a held press shows it was taken
 * ([data-held]); a held link drawn nowhere now, or not live after 20 s, goes where it points,
 * and the rest is dropped.
 */
/* global live */
/* exported doc, queue, replaying, pathOf, hold, heldFor */
var doc = document;
var root = doc.documentElement;
/** What waits for its element to come alive, oldest first: { kind, el, path, at, ... }. */
var queue = [];
var replaying = false;
var timer = 0;
var giveUpMs = 20000;

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
  if (el && el.tagName === entry.el.tagName && el.textContent === entry.text) return el;
  return entry.link ? sameLink(entry) : null;
}
// A link drawn anew somewhere else (a carousel's strip replaced by react-slick's, or drawn
// again for another width): one with the same address and text is the same press.
function sameLink(entry) {
  var links = doc.querySelectorAll('a[href]');
  for (var i = 0; i < links.length; i++) {
    if (links[i].getAttribute('href') === entry.link && links[i].textContent === entry.text) return links[i];
  }
  return null;
}
function hold(entry) {
  entry.at = Date.now();
  entry.page = window.location.pathname;
  entry.text = entry.el.textContent;
  entry.link = entry.kind === 'click' && entry.el.tagName === 'A' ? entry.el.getAttribute('href') : null;
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
    // A link pressed on this page and drawn nowhere now still goes where it pointed.
    if (!el && entry.link && entry.page === window.location.pathname) {
      window.location.assign(entry.el.href);
      continue;
    }
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
    if (waiting === el || (form && (waiting === form || waiting.form === form)) || live(waiting)) return true;
  }
  return false;
}
