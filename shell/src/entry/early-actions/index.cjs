/*
 * Early actions (docs/architecture.md#no-action-lost): a server-rendered page shows its controls
 * before React has made them live. This script, inlined at the top of the page's <head> (its
 * hash is in the CSP: deploy/serving/head-script.mjs), runs from the first frame and keeps what
 * the visitor does to a control that is not live yet: a click or a submit is held (its default
 * prevented) and replayed on the same element once React owns it; typed text and choices stay in
 * the fields and are handed to React (its onChange) with the caret where it was; Enter, Escape
 * and arrows are replayed in turn. Everything is replayed once, in the order it happened. Plain
 * links are left to the browser: they work without JavaScript (the server renders every page).
 * An in-page link (the skip link) moves focus at once, as its live handler does, without a new
 * address.
 *
 * It is one script, written in parts that run in this order inside one function (each part names
 * what it takes from the others in a `global` comment, and what it gives in an `exported` one):
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const parts = [
  // Is an element owned by React and committed?
  'live.js',
  // The queue of held actions and their replay.
  'held-actions.js',
  // A press that needs more code (the login dialog, the cart view) starts it at once.
  'intents.js',
  // The listeners that hold clicks, choices, typing, submits and keys.
  'capture.js',
  // An answer from the server put in place before hydration.
  'answers.js',
  // A listing choice answered so.
  'listing-answers.js',
  // ADD TO CART answered so: the item posted, the page drawn with the visitor's cart.
  'cart-answers.js',
];

/** The script as written, comments and all: its parts in order, in one function. */
function earlyActionsSource() {
  const body = parts.map((part) => readFileSync(join(__dirname, part), 'utf8')).join('\n');
  return `(function () {\n${body}})();\n`;
}

module.exports = { earlyActionsSource };
