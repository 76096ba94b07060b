/* global document */
/** Adds a stylesheet to the end of <head> (tools/webpack/style-loader.cjs). */
export default function injectStyle(css) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
}
