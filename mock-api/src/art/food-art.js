const emoji = require('@iconify-json/fluent-emoji-flat/icons.json');

/** Warm backgrounds, picked per item so neighbouring cards differ. */
const palettes = [
  ['#ffe3d3', '#ffb199'],
  ['#fff1c9', '#ffd36e'],
  ['#e3f6e8', '#9fdcb0'],
  ['#fde2ea', '#f5a3bd'],
  ['#e6ecff', '#a9bcff'],
  ['#f3e5d8', '#d9b38c'],
  ['#e0f4f7', '#8fd3de'],
  ['#f0e6ff', '#c6a8ff'],
];

/**
 * Which emoji stands for an item, by keywords of its variety or name (first hit wins).
 * @type {[RegExp, string][]}
 */
const keywordArt = [
  [/pizza/i, 'pizza'],
  [/burger/i, 'hamburger'],
  [/cake|bakery|bake/i, 'birthday-cake'],
  [/ice ?cream|gelato|waffle/i, 'soft-ice-cream'],
  [/shake|juice/i, 'cup-with-straw'],
  [/coffee|cafe|tea/i, 'hot-beverage'],
  [/chaat|street food/i, 'shallow-pan-of-food'],
  [/fries/i, 'french-fries'],
  [/dessert|sweet|mithai/i, 'doughnut'],
  [/sushi|japanese/i, 'sushi'],
  [/chinese|oriental|asian|thai|momos/i, 'steaming-bowl'],
  [/italian|pasta|continental/i, 'spaghetti'],
  [/bar|pub|club|lounge|cocktail|beverages/i, 'cocktail-glass'],
  [/mughlai|biryani|north indian|south indian|indian/i, 'curry-rice'],
  [/mexican/i, 'taco'],
  [/kebab|grill|bbq|tandoor/i, 'poultry-leg'],
  [/salad|healthy/i, 'green-salad'],
  [/fast food|sandwich/i, 'sandwich'],
];

function artFor(text) {
  for (const [pattern, name] of keywordArt) if (pattern.test(text)) return name;
  return 'fork-and-knife-with-plate';
}

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function iconBody(name) {
  const icon = emoji.icons[name] ?? emoji.icons['fork-and-knife-with-plate'];
  return icon.body;
}

/**
 * A 400x300 food card: a warm gradient, a plate and the dish. `seed` varies colours;
 * the result is a complete, self-contained SVG document (no external references).
 */
function renderFoodSvg({ art, seed = art, width = 400, height = 300 }) {
  const h = hash(seed);
  const [from, to] = palettes[h % palettes.length];
  const garnish = ['sparkles', 'red-heart', 'star', 'fire'][h % 4];
  const size = Math.round(Math.min(width, height) * 0.62);
  const x = Math.round((width - size) / 2);
  const y = Math.round((height - size) / 2) - 4;
  const id = `g${h.toString(36)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${id})"/>
<ellipse cx="${width / 2}" cy="${height / 2 + size * 0.36}" rx="${size * 0.62}" ry="${size * 0.16}" fill="#000" opacity=".08"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${size * 0.56}" fill="#fff" opacity=".85"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${size * 0.46}" fill="#fff" stroke="#f1e4dc" stroke-width="3"/>
<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 32 32">${iconBody(art)}</svg>
<svg x="${width - 70}" y="18" width="44" height="44" viewBox="0 0 32 32" opacity=".9">${iconBody(garnish)}</svg>
</svg>`;
}

/** A square emoji-only SVG (icons, category tiles). */
function renderEmojiSvg(name, size = 96) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${iconBody(name)}</svg>`;
}

module.exports = { artFor, renderFoodSvg, renderEmojiSvg };
