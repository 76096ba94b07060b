#!/usr/bin/env node
/**
 * Writes the static pictures the apps ship (tab icons, category tiles…) from the MIT
 * Fluent Emoji set, so nothing is fetched at run time. Re-run after editing the table;
 * the output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderEmojiSvg, renderFoodSvg } from '../mock-api/src/art/food-art.js';
import raster from '../mock-api/src/art/raster.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function tabIcon(emoji, active) {
  const inner = renderEmojiSvg(emoji, 28)
    .replace('<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 32 32">', '')
    .replace(/<\/svg>$/, '');
  // An inactive icon is drawn faded here and written without colour (its raster options).
  const ring = active ? '#fde8ea' : '#f2f2f2';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 56 56"><circle cx="28" cy="28" r="28" fill="${ring}"/><svg x="12" y="12" width="32" height="32" viewBox="0 0 32 32"${active ? '' : ' opacity=".75"'}>${inner}</svg></svg>`;
}

/**
 * [file without extension, SVG, raster options (mock-api/src/art/raster.js)]
 *
 * @type {[file: string, svg: string, options?: { scale?: number, greyscale?: boolean }][]}
 */
const outputs = [];
const tabs = {
  delivery: 'motor-scooter',
  nightlife: 'clinking-glasses',
  dining: 'fork-and-knife-with-plate',
};
for (const [tab, emoji] of Object.entries(tabs)) {
  // Twice their size, for high-density screens.
  outputs.push([`shell/src/features/tab-bar/icons/${tab}-active`, tabIcon(emoji, true), { scale: 2 }]);
  outputs.push([
    `shell/src/features/tab-bar/icons/${tab}-inactive`,
    tabIcon(emoji, false),
    { scale: 2, greyscale: true },
  ]);
}
const categories = {
  cake: 'birthday-cake',
  'ice-cream': 'soft-ice-cream',
  coffee: 'hot-beverage',
  shake: 'cup-with-straw',
  chaat: 'shallow-pan-of-food',
  burger: 'hamburger',
  pizza: 'pizza',
  'french-fries': 'french-fries',
};
/** One picture per entry of `table` (slug -> emoji), in `folder`, at the given size. */
function foodPictures(folder, table, { seedPrefix = '', width, height }) {
  for (const [slug, emoji] of Object.entries(table)) {
    const svg = renderFoodSvg({ art: emoji, seed: `${seedPrefix}${slug}`, width, height });
    outputs.push([`${folder}/${slug}`, svg]);
  }
}

foodPictures('delivery-mfe/src/features/categories/images', categories, { width: 240, height: 240 });

const collections = {
  'catch-the-match': 'soccer-ball',
  'new-in-town': 'sparkles',
  'trending-this-week': 'fire',
  'bar-hoppers': 'beer-mug',
};
foodPictures('section-ui/src/ui/collections/images', collections, {
  seedPrefix: 'collection-',
  width: 320,
  height: 240,
});

// The four promotional images in the footer of each delivery category listing.
const promos = {
  'fast-delivery': 'motor-scooter',
  'party-orders': 'party-popper',
  'late-night': 'night-with-stars',
  'sweet-endings': 'shortcake',
};
foodPictures('delivery-mfe/src/features/promos/images', promos, {
  seedPrefix: 'promo-',
  width: 480,
  height: 270,
});

// Written as WebP, which browsers decode off the main thread (mock-api/src/art/raster.js says why).
for (const [file, svg, options] of outputs) {
  const target = join(root, `${file}.webp`);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, await raster.svgToWebp(svg, options));
}
console.log(`make-art: wrote ${outputs.length} files`);
