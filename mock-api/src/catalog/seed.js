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
  return `images/${collection.toLowerCase()}/${id}.webp`;
}

function artForItem(collection, item) {
  return collectionArt[collection] ?? artFor(`${item.variety ?? ''} ${item.name ?? ''}`);
}

/** The most items a generated list may have (catalogue scale, /global size). */
const maxGeneratedItems = 1_000_000;

/**
 * A generated list for load tests: `count` items cycling through the seed list, with the
 * same fields, new ids 1..count and a round number after the name (so names stay unique).
 */
function generatedList(count, base) {
  if (base.length === 0) return [];
  const items = [];
  for (let i = 0; i < count; i += 1) {
    const template = base[i % base.length];
    items.push({ ...template, id: i + 1, name: `${template.name} ${Math.floor(i / base.length) + 1}` });
  }
  return items;
}

/**
 * Reads the seed (never written) and returns the catalogue with a local imgUrl per item.
 * For load tests and the benchmark only (both 0, the default, leave the seed as it is):
 * `scale` > 0 answers every list (/global, /random, the categories, /restaurants) with that
 * many generated items; `globalSize` > 0 does so for /global alone (and wins there).
 */
function loadCatalog({ file = seedFile, globalSize = 0, scale = 0 } = {}) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const catalog = {};
  for (const name of collections) {
    const list = Array.isArray(raw[name]) ? raw[name] : [];
    const size = name === 'global' && globalSize > 0 ? globalSize : scale;
    const items = size > 0 ? generatedList(size, list) : list;
    catalog[name] = items.map((item) => ({ ...item, imgUrl: imagePath(name, item.id) }));
  }
  return catalog;
}

module.exports = { seedFile, collections, imagePath, artForItem, loadCatalog, maxGeneratedItems };
