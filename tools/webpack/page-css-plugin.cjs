/**
 * Federation runtime plugin of the host (the one that loads remotes). When it loads or
 * prefetches a remote module it would also add that module's CSS files from the manifest as
 * `<link>`s of its own, unpinned, and fetch again a file the server-rendered page already
 * holds. It adds none: a remote's own chunk loading adds each CSS file its chunks need, skips
 * those the page holds (`<style data-href>`) and pins the rest to the release's digests
 * (css-files.cjs; docs/serving.md#css-files).
 */
module.exports = function pageCssPlugin() {
  return {
    name: 'zomato-page-css',
    beforePreloadRemote(args) {
      for (const op of args.preloadOps) {
        const own = op.filter;
        op.filter = (url) => !url.endsWith('.css') && (!own || own(url));
      }
      return args;
    },
  };
};
