/*
 * Early actions, part 7 of 7 (./index.cjs): ADD TO CART pressed before the page is live posts
 * the item at once to the page's own address, and the server posts it to the cart and answers
 * with the page as the press leaves it (the detail replaced by the visitor's cart), in one round
 * trip; it is put in place before the page hydrates (answers.js;
 * docs/decisions/0017-early-cart-answer.md). Meanwhile, from the press's frame, the cart shows
 * with the item being added (the page's hidden preview, section-ui's adding-preview.tsx).
 */
/* global doc, queue, hold, pathOf, answerInTurn, hydrating, putInPlace, freeConnections */
/* exported addedAtOnce */
// The visitor's id as the page's code keeps it, and the cart's page: the same key, form and path
// as shared/src/visitor/visitor-id.ts and paths.cart (a unit test compares them), and the headers
// that ask for the answer (shared/src/ssr/added-to-cart.ts).
var visitorKey = 'visitorId';
var visitorIdForm = /^[A-Za-z0-9-]{8,64}$/;
var cartPage = '/cart';
// The answer's name is also its page data entry (drawnAdded). The server says whether it posted
// the line (server-rendering/early-cart-post.mjs).
var addedAnswer = 'added-to-cart';
var answerHeaders = { 'X-Early-Answer': addedAnswer };
var postedHeader = 'X-Cart-Posted';
var adding = false;
// A press on ADD TO CART (`data-early-add`; `data-line`: the line) is taken here, unless other
// actions wait or hydration has begun (it is held and replayed then, and the live button posts).
// The line is posted once, with the visitor's id, to this page's address: the server posts it to
// the cart and answers with the page drawn for that visitor. If the line was not posted, the press
// is held for the live button, which posts again and says what went wrong; if only the answer
// fails, the cart's page is loaded: the item is in it. A press carries a key of its own
// (Idempotency-Key): an answer lost on the way (the connection dropped, so whether the line was
// posted is unknown) is asked for once more with it, and the data service adds the line once.
function addedAtOnce(el) {
  if (!el.hasAttribute('data-early-add')) return false;
  // A second press while adding does nothing, as on the live button.
  if (adding) return true;
  var visitor = queue.length || hydrating ? '' : visitorId();
  if (!visitor) return false;
  adding = true;
  var label = el.textContent;
  var posted = false;
  el.textContent = 'ADDING\u2026';
  el.setAttribute('aria-disabled', 'true');
  var shown = showAdding(el);
  var key = newKey();
  answerInTurn(
    function () {
      freeConnections(shown && shown.preview);
      var headers = { accept: 'text/html', 'content-type': 'application/json', 'X-Visitor-Id': visitor };
      for (var name in answerHeaders) headers[name] = answerHeaders[name];
      if (key) headers['Idempotency-Key'] = key;
      var send = function () {
        return fetch(window.location.href, {
          method: 'POST',
          priority: 'high',
          headers: headers,
          body: el.getAttribute('data-line'),
        });
      };
      return send()
        .catch(function (error) {
          if (!key) throw error;
          return send();
        })
        .then(function (response) {
          posted = response.headers.get(postedHeader) === 'yes';
          if (!posted) throw new Error('not added');
          return response.ok ? response.text() : '';
        })
        .then(function (html) {
          if (!putInPlace(html, window.location.href, drawnAdded)) throw new Error('not in place');
          // Focus goes into the box the cart came in (the cart view's heading), as the live swap's.
          var box = doc.querySelector('[data-cart-swap]');
          var heading = box && (box.querySelector('h1') || box);
          if (heading) heading.focus({ preventScroll: true });
        });
    },
    function () {
      if (posted) {
        window.location.assign(cartPage);
        return true;
      }
      adding = false;
      el.textContent = label;
      el.removeAttribute('aria-disabled');
      if (shown) shown.undo();
      hold({ kind: 'click', el: el, path: pathOf(el) });
      return false;
    },
  );
  return true;
}
// The page's preview of the cart with the item being added (`data-early-adding`, hidden beside
// the detail) shown in place of the detail, focus on its heading; `undo` puts the detail back as it
// was drawn (its button focused), for the live page to hydrate. Null when the page has none.
function showAdding(el) {
  var preview = doc.querySelector('[data-early-adding]');
  var detail = el.closest('article');
  if (!preview || !detail) return null;
  detail.hidden = true;
  preview.hidden = false;
  var heading = preview.querySelector('h1');
  if (heading) heading.focus({ preventScroll: true });
  return {
    preview: preview,
    undo: function () {
      preview.hidden = true;
      detail.hidden = false;
      el.focus({ preventScroll: true });
    },
  };
}
// The answer is the page drawn after the press (its page data says so), not any page.
function drawnAdded(data) {
  return data.indexOf('"' + addedAnswer + '"') >= 0;
}
// A press's own key (a UUID), or '' where there is none (not a secure page).
function newKey() {
  try {
    return window.crypto.randomUUID();
  } catch {
    return '';
  }
}
function visitorId() {
  try {
    var id = window.localStorage.getItem(visitorKey);
    if (id && visitorIdForm.test(id)) return id;
    id = window.crypto.randomUUID();
    window.localStorage.setItem(visitorKey, id);
    return id;
  } catch {
    // No storage or no randomUUID (not a secure page): the live button makes the id.
    return '';
  }
}
