/*
 * If-Match (RFC 9110 section 13.1.1): '*' or a list of entity tags. A line's tag is its
 * version, e.g. "3". Comparison is strong, so a weak tag (W/"3") never matches.
 */
const entityTag = /^(W\/)?"([\x21\x23-\x7e]*)"$/;
const maxLength = 1000;

/**
 * Reads the header: undefined when absent (no condition), { any: true } for '*',
 * { tags: ['"3"', …] } for a list (weak tags dropped), or { error } when malformed.
 */
function parseIfMatch(header) {
  if (header === undefined) return {};
  const text = header.trim();
  if (text.length > maxLength) return { error: 'If-Match is too long' };
  if (text === '*') return { condition: { any: true } };
  const tags = [];
  for (const part of text.split(',')) {
    const match = entityTag.exec(part.trim());
    if (!match) return { error: 'If-Match must be * or a list of versions in quotes, like "3"' };
    if (!match[1]) tags.push(`"${match[2]}"`);
  }
  return { condition: { tags } };
}

module.exports = { parseIfMatch };
