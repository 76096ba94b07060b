const { minifyCss } = require('../webpack/minify-css.cjs');

describe('minifyCss', () => {
  it('drops comments and the whitespace the grammar does not need', () => {
    const css = `/* tokens */\n:root {\n  --brand: #cb202d; /* red */\n}\n\n.a,\n.b > .c {\n  margin: 0 4px;\n}\n`;
    expect(minifyCss(css)).toBe(':root{--brand:#cb202d}.a,.b>.c{margin:0 4px}');
  });

  it('keeps the whitespace that means something', () => {
    const css = `.finder input { width: calc(100% - 2 * 8px); }\n@media (max-width: 600px) {\n  .x :is(a) { grid-template-areas:\n    'logo auth'\n    'finder finder'; }\n}`;
    expect(minifyCss(css)).toBe(
      ".finder input{width:calc(100% - 2 * 8px)}@media (max-width:600px){.x :is(a){grid-template-areas:'logo auth' 'finder finder'}}",
    );
  });
});
