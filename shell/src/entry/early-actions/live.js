/*
 * Early actions, part 1 of 7 (./index.cjs): is an element live, that is, owned by React and
 * committed, so its own handlers take what the visitor does?
 */
/* exported live */
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
