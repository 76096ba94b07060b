const sharp = require('sharp');

/**
 * A picture as WebP, drawn from its SVG with sharp (libvips and librsvg). Pages show
 * pictures as WebP because a browser decodes those off its main thread, while every SVG
 * <img> is a small document of its own that it parses, styles, lays out and paints there:
 * 30 of them doubled the main thread's work before a listing's first paint
 * (docs/serving.md#first-paint-before-the-code).
 */
const quality = 80;
/** Distinct pictures are few (an art and a palette each): the most kept in memory. */
const maxKept = 600;
const kept = new Map();

/**
 * @param {string} svg  a complete SVG document with width and height
 * @param {object} [options]
 * @param {number} [options.scale]      1 for the SVG's own size, 2 for high-density screens
 * @param {boolean} [options.greyscale] without colour (an inactive tab's icon)
 * @returns {Promise<Buffer>}
 */
function svgToWebp(svg, { scale = 1, greyscale = false } = {}) {
  const key = `${scale}:${greyscale}:${svg}`;
  let picture = kept.get(key);
  if (!picture) {
    const drawing = sharp(Buffer.from(svg), { density: 72 * scale });
    picture = (greyscale ? drawing.modulate({ saturation: 0 }) : drawing).webp({ quality }).toBuffer();
    // A failed drawing is not kept: the next request tries again.
    picture.catch(() => kept.delete(key));
    if (kept.size >= maxKept) kept.delete(kept.keys().next().value);
    kept.set(key, picture);
  }
  return picture;
}

module.exports = { svgToWebp };
