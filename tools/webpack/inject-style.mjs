/* global document */
/** Adds a stylesheet to the end of <head> (tools/webpack/style-loader.cjs); returns its element. */
export default function injectStyle(css) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
  return style;
}
