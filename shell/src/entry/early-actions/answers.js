/*
 * Early actions, part 5 of 7 (./index.cjs): an action the server answers before the page is live
 * (a listing choice, ADD TO CART) has its answer, the server's page as the action leaves it, put
 * in place of this page's server HTML before it hydrates, with no page load
 * (docs/decisions/0011-early-actions.md, 0017-early-cart-answer.md).
 */
/* global doc */
/* exported answerInTurn, answering, hydrating, putInPlace, freeConnections, letGo */
// Answers are put in place one after another; none once hydration has begun (it asks first:
// window.__zomatoBeforeHydration), nor once the page is being left for an answer's address.
var answering = null;
var hydrating = false;
var leaving = false;
// `step` makes the answer and puts it in place (a promise); when it fails, `orElse` does what
// stands in for it, and says whether that leaves the page (for the answer's address, say).
function answerInTurn(step, orElse) {
  var answer = (answering = (answering || Promise.resolve())
    .then(function () {
      if (!leaving) return step();
    })
    .catch(function () {
      if (orElse()) leaving = true;
    })
    .then(function () {
      if (answering === answer) answering = null;
    }));
}
// The pictures still loading in what an answer replaces hold the browser's few connections to
// this site: they are let go, so the answer is not queued behind them. Not those in `kept` (the
// cards a listing choice shows while its answer comes: the answer shows them too).
function freeConnections(kept) {
  letGo(doc.querySelectorAll('#root img'), kept);
}
function letGo(images, kept) {
  [].forEach.call(images, function (img) {
    if (img.complete || (kept && kept.contains(img))) return;
    img.removeAttribute('srcset');
    img.removeAttribute('src');
  });
}
// The server's page `html` for `address` replaces this one's server HTML and data where they
// stand, and the address is replaced. Only a page of this build, before hydration, and one that
// `shows(data)` (its page data's text) is what was asked for; false otherwise. Its stylesheets
// this page lacks (a section's, drawn in the answer) come with it.
function putInPlace(html, address, shows) {
  if (hydrating || !html) return false;
  // The body, the title, and the head's stylesheets this page lacks: each read on its own (the
  // head, with its inline CSS and this script, is not parsed).
  var titleText = new RegExp(tag('title>([^<]*)')).exec(html);
  var title = titleText
    ? new DOMParser().parseFromString(tag('title>') + titleText[1], 'text/html').title
    : '';
  var next = new DOMParser().parseFromString(html.slice(html.indexOf(tag('body'))), 'text/html');
  var appRoot = doc.getElementById('root');
  var data = doc.getElementById('ssr-data');
  var startUp = doc.getElementById('start-up');
  var answerRoot = next.getElementById('root');
  var answerData = next.getElementById('ssr-data');
  var answerStartUp = next.getElementById('start-up');
  if (!appRoot || !data || !startUp || !answerRoot || !answerData || !answerStartUp) return false;
  if (!sameCode(startUp, answerStartUp) || !shows(answerData.textContent)) return false;
  addStyles(html.slice(0, html.indexOf(tag('/head>'))));
  takeOver(appRoot, answerRoot);
  data.textContent = answerData.textContent;
  data.setAttribute('data-remotes', answerData.getAttribute('data-remotes') || '{}');
  if (title) doc.title = title;
  window.history.replaceState(window.history.state, '', address);
  return true;
}
// `there`'s children put in place of `here`'s, keeping every node the answer draws the same (the
// top bar, the carousel: their pictures shown, nothing to lay out again): a node is kept when it is
// equal, or when it is the same element with the same number of children, its attributes then made
// the answer's and its children taken over in turn. Anything else is replaced by the answer's. A
// field keeps what was typed into it (its value is not its markup).
function takeOver(here, there) {
  var mine = [].slice.call(here.childNodes);
  var theirs = [].slice.call(there.childNodes);
  if (mine.length !== theirs.length) return here.replaceChildren.apply(here, theirs);
  mine.forEach(function (node, i) {
    var next = theirs[i];
    if (node.isEqualNode(next)) return;
    if (node.nodeType !== 1 || node.nodeName !== next.nodeName) return node.replaceWith(next);
    [].slice.call(node.attributes).forEach(function (attribute) {
      if (!next.hasAttribute(attribute.name)) node.removeAttribute(attribute.name);
    });
    [].forEach.call(next.attributes, function (attribute) {
      if (node.getAttribute(attribute.name) !== attribute.value)
        node.setAttribute(attribute.name, attribute.value);
    });
    takeOver(node, next);
    // A select the visitor has chosen in no longer follows its options' markup: it shows the answer's choice.
    if (node.tagName === 'SELECT') node.value = next.value;
  });
}
// The stylesheets of the answer's head (`<style data-href>`) this page has none of (an answer
// that draws another section's view), added to this page's head. Each is cut from the text as
// it stands (a style's text is raw, and the server escapes `</style` in it): the head, all its
// CSS, is not parsed.
function addStyles(head) {
  var here = {};
  [].forEach.call(doc.querySelectorAll('style[data-href]'), function (style) {
    here[style.getAttribute('data-href')] = true;
  });
  var open = new RegExp(tag('style data-href="([^"]*)">'), 'g');
  for (var found = open.exec(head); found; found = open.exec(head)) {
    if (here[found[1]]) continue;
    var style = doc.createElement('style');
    style.setAttribute('data-href', found[1]);
    style.textContent = head.slice(open.lastIndex, head.indexOf(tag('/style>'), open.lastIndex));
    doc.head.appendChild(style);
  }
}
// A tag's text, made here: written out, it would be found in this script, which the page and its
// answers start with.
function tag(text) {
  return '<' + text;
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
