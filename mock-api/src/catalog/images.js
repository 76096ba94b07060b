const { renderFoodSvg } = require('../art/food-art.js');
const { svgToWebp } = require('../art/raster.js');
const { artForItem } = require('./seed.js');

/**
 * GET /images/:collection/:file, a generated, cacheable food picture per catalogue item:
 * `<id>.webp` (what the catalogue names), `<id>@2x.webp` for high-density screens, or the
 * drawing itself as `<id>.svg`.
 */
function imageRoute(catalog) {
  const byLowerName = new Map(Object.keys(catalog).map((name) => [name.toLowerCase(), name]));
  // Items by id, per list, made on a list's first picture (a scaled list has 100,000+ items).
  const byId = new Map();
  const find = (collection, id) => {
    let index = byId.get(collection);
    if (!index) {
      index = new Map(catalog[collection].map((entry) => [entry.id, entry]));
      byId.set(collection, index);
    }
    return index.get(id);
  };
  return async (req, res) => {
    const collection = byLowerName.get(req.params.collection.toLowerCase());
    const match = /^(\d{1,9})(@2x)?\.(svg|webp)$/.exec(req.params.file);
    const item = collection && match ? find(collection, Number(match[1])) : undefined;
    if (!item || (match[2] && match[3] === 'svg')) return res.status(404).json({ error: 'no such image' });
    const svg = drawingOf(collection, item);
    res.set('Cache-Control', 'public, max-age=86400');
    if (match[3] === 'svg') return res.type('image/svg+xml').send(svg);
    try {
      const webp = await svgToWebp(svg, { scale: match[2] ? 2 : 1 });
      return res.type('image/webp').send(webp);
    } catch (error) {
      res.set('Cache-Control', 'no-store');
      return res.status(500).json({ error: `the picture could not be drawn: ${error.message}` });
    }
  };
}

/** An item's drawing: the same for every request, so its WebP is drawn once (../art/raster.js). */
const drawingOf = (collection, item) =>
  renderFoodSvg({ art: artForItem(collection, item), seed: `${collection}/${item.id}:${item.name}` });

/**
 * Draws the first pictures of every list as the service starts, one after another, every list's
 * first one first: a listing's first screen (its largest paint among them) is then answered from
 * memory in the order the browser asks, not behind drawings started at once further down.
 */
async function drawFirstPictures(catalog, { perList = 8 } = {}) {
  const lists = Object.entries(catalog).filter(([, items]) => Array.isArray(items));
  for (const scale of [1, 2])
    for (let index = 0; index < perList; index += 1)
      for (const [collection, items] of lists) {
        const item = items[index];
        if (item) await svgToWebp(drawingOf(collection, item), { scale }).catch(() => undefined);
      }
}

module.exports = { drawFirstPictures, imageRoute };
