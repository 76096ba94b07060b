/**
 * Shrinks a compiled stylesheet for a browser bundle (style-loader.cjs): comments go, and
 * whitespace the grammar does not need. Whitespace that means something (a descendant
 * combinator, `margin: 0 4px`, calc's `+` and `-`) is kept as one space. The site's
 * stylesheets hold no string with a comment marker or meaningful whitespace in it.
 */
function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

module.exports = { minifyCss };
