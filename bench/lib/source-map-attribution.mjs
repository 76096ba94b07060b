import { brotliCompressSync, constants } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/**
 * Splits a generated file into spans attributed to their original source, from its source
 * map (webpack emits one map per chunk). Text before the first mapping of a line, and
 * segments without a source, belong to '(generated)'.
 * @returns {Array<{ source: string, text: string }>}
 */
export function spansBySource(code, map) {
  const lines = code.split('\n');
  const spans = [];
  // The source map's mappings, decoded by @jridgewell/sourcemap-codec (the decoder of the
  // source-map tools): per generated line, segments of [column, source index, …].
  decode(map.mappings).forEach((segments, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    let current = '(generated)';
    let start = 0;
    for (const [column, sourceIndex, ...origin] of segments) {
      const next = origin.length >= 2 ? map.sources[sourceIndex] : '(generated)';
      if (next !== current) {
        if (column > start) spans.push({ source: current, text: line.slice(start, column) });
        current = next;
        start = column;
      }
    }
    if (line.length > start) spans.push({ source: current, text: line.slice(start) + '\n' });
  });
  return assignModuleGlue(spans);
}

/**
 * webpack writes each module's wrapper and export table (`123(e,t,n){n.d(t,{…})`) without
 * a mapping, right before the module's mapped code: that text belongs to the module that
 * follows. Text before a file's first module (the chunk wrapper) and after its last stays
 * '(generated)'.
 */
function assignModuleGlue(spans) {
  const mapped = (span) => span.source !== '(generated)';
  const first = spans.findIndex(mapped);
  let last = spans.length - 1;
  while (last >= 0 && !mapped(spans[last])) last -= 1;
  let next;
  for (let index = last; index > first; index -= 1) {
    if (mapped(spans[index])) next = spans[index].source;
    else spans[index] = { source: next, text: spans[index].text };
  }
  return spans;
}

/**
 * Attributes a file's transferred (compressed) bytes to groups of sources. Each group's
 * share is the brotli size of its own text, scaled so the shares add up to the bytes the
 * browser actually received for the file.
 * @param {(source: string) => string} groupOf  e.g. source path -> 'react-dom'
 */
export function attributeBytes(code, map, compressedBytes, groupOf) {
  const texts = new Map();
  for (const span of spansBySource(code, map)) {
    const group = groupOf(span.source);
    texts.set(group, (texts.get(group) ?? '') + span.text);
  }
  const sizes = new Map();
  let total = 0;
  for (const [group, text] of texts) {
    const size = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
    sizes.set(group, { raw: Buffer.byteLength(text), size });
    total += size;
  }
  const result = {};
  for (const [group, { raw, size }] of sizes)
    result[group] = { raw, compressed: total ? (size / total) * compressedBytes : 0 };
  return result;
}
