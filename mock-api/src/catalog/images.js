const { renderFoodSvg } = require('../art/food-art.js');
const { artForItem } = require('./seed.js');

/** GET /images/:collection/:id.svg: a generated, cacheable food picture per catalogue item. */
function imageRoute(catalog) {
  const byLowerName = new Map(Object.keys(catalog).map((name) => [name.toLowerCase(), name]));
  const cache = new Map();
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
  return (req, res) => {
    const collection = byLowerName.get(req.params.collection.toLowerCase());
    const match = /^(\d{1,9})\.svg$/.exec(req.params.file);
    const item = collection && match ? find(collection, Number(match[1])) : undefined;
    if (!item) return res.status(404).json({ error: 'no such image' });
    const key = `${collection}/${item.id}`;
    let svg = cache.get(key);
    if (!svg) {
      svg = renderFoodSvg({ art: artForItem(collection, item), seed: `${key}:${item.name}` });
      cache.set(key, svg);
    }
    res.set('Cache-Control', 'public, max-age=86400');
    return res.type('image/svg+xml').send(svg);
  };
}

module.exports = { imageRoute };
