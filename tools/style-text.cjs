/** A stylesheet's text inside <style>: it must not close the element. */
const styleText = (css) => css.replace(/<\/(style)/gi, '<\\/$1');

module.exports = { styleText };
