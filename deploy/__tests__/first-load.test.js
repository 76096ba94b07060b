const { firstLoadFiles } = require('../release/first-load.cjs');

const manifest = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    { path: './App', assets: { js: { sync: ['app.js', 'parts.js'] }, css: { sync: ['app.css'] } } },
    { path: './CartView', assets: { js: { sync: ['parts.js', 'cart.js'] }, css: { sync: [] } } },
    { path: './Other', assets: { js: { sync: ['other.js'] }, css: { sync: [] } } },
  ],
};

describe("a remote's first load", () => {
  it('is its manifest, its entry and what the exposes the shell relies on need at once, each file once', () => {
    expect(firstLoadFiles(manifest, ['./App', './CartView'])).toEqual([
      'mf-manifest.json',
      'remoteEntry.js',
      'app.js',
      'parts.js',
      'app.css',
      'cart.js',
    ]);
  });

  it('leaves out the exposes the shell does not rely on', () => {
    expect(firstLoadFiles(manifest, ['./App'])).not.toContain('other.js');
  });
});
