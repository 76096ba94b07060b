/* global __FAST_REFRESH_SCOPE__ */
/**
 * `react-refresh/runtime` for every build of the page (the alias of fast-refresh.cjs).
 * Each container (the shell and each remote) bundles the runtime, but React's renderer is
 * a singleton that only the first copy hooks into: a remote's own copy would record its
 * components where no one looks, and its edits would never show. So the first copy to
 * run is put on the page and every container uses it.
 *
 * Component ids are webpack module ids, the same in two apps ('./src/app/app.tsx'): each
 * container registers its components under its own name, so two apps' components are
 * never taken for one.
 */
const key = '__zomatoReactRefreshRuntime';
const runtime = (globalThis[key] ??= require('react-refresh-runtime-of-this-build'));

module.exports = {
  ...runtime,
  register: (type, id) => runtime.register(type, `${__FAST_REFRESH_SCOPE__} ${id}`),
};
