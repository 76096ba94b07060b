const { readFileSync } = require('node:fs');
const path = require('node:path');
const { artFor } = require('../art/food-art.js');

const seedFile = path.join(__dirname, '..', '..', 'data', 'catalog.json');

/** The catalogue collections, keyed as docs/product.md#data-service-calls spells their list paths. */
const collections = [
  'global',
  'random',
  'Cake',
  'IceCream',
  'Coffee',
  'Shake',
  'Chaat',
  'Burger',
  'Pizza',
  'restaurants',
];

/** Category lists get their category's art; the mixed lists pick by the item's variety. */
const collectionArt = {
  Cake: 'birthday-cake',
  IceCream: 'soft-ice-cream',
  Coffee: 'hot-beverage',
  Shake: 'cup-with-straw',
  Chaat: 'shallow-pan-of-food',
  Burger: 'hamburger',
  Pizza: 'pizza',
};

function imagePath(collection, id) {
  return `images/${collection.toLowerCase()}/${id}.svg`;
}

function artForItem(collection, item) {
  return collectionArt[collection] ?? artFor(`${item.variety ?? ''} ${item.name ?? ''}`);
}

/** A generated /global list for load tests; the default data is left as it is. */
function generatedGlobal(count, base) {
  const items = [];
  for (let i = 0; i < count; i += 1) {
    const template = base[i % base.length];
    items.push({ ...template, id: i + 1, name: `${template.name} ${Math.floor(i / base.length) + 1}` });
  }
  return items;
}

/**
 * Reads the seed (never written) and returns the catalogue with a local imgUrl per item.
 * `globalSize` > 0 replaces /global with that many generated items.
 */
function loadCatalog({ file = seedFile, globalSize = 0 } = {}) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const catalog = {};
  for (const name of collections) {
    const list = Array.isArray(raw[name]) ? raw[name] : [];
    const items = name === 'global' && globalSize > 0 ? generatedGlobal(globalSize, list) : list;
    catalog[name] = items.map((item) => ({ ...item, imgUrl: imagePath(name, item.id) }));
  }
  return catalog;
}

module.exports = { seedFile, collections, imagePath, artForItem, loadCatalog };
