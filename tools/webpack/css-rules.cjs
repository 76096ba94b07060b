/**
 * The CSS rules of every build, the browser's and the server's (ssr/), so both give a
 * class the same name and hydration matches: CSS Modules with the app's name in every
 * class (styles never leak between apps), plain CSS (global.css) as it is.
 *
 * @param {object} options
 * @param {string} options.appName      the federation name of the app
 * @param {boolean} options.production
 * @param {string | object} options.styleLoader  what puts the CSS on the page (or collects it for SSR)
 * @param {boolean} options.sourceMap   css-loader would otherwise embed each stylesheet's map in the bundle
 *
 * Production builds minify each stylesheet first (minify-css-loader.cjs).
 */
function cssRules({ appName, production, styleLoader, sourceMap }) {
  const cssName = production ? '[hash:base64:6]' : '[name]__[local]';
  const cssLoader = (options = {}) => ({ loader: 'css-loader', options: { sourceMap, ...options } });
  const minify = production ? [require.resolve('./minify-css-loader.cjs')] : [];
  return [
    {
      test: /\.module\.css$/,
      use: [
        styleLoader,
        cssLoader({
          modules: {
            localIdentName: `${appName}_${cssName}`,
            namedExport: false,
            exportLocalsConvention: 'as-is',
          },
        }),
        ...minify,
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [styleLoader, cssLoader(), ...minify] },
  ];
}

module.exports = { cssRules };
