import { brotliCompressSync, constants } from 'node:zlib';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = Object.fromEntries([...base64].map((char, index) => [char, index]));

/** Decodes one source-map VLQ segment into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const bits = digit[char];
    value += (bits & 31) << shift;
    if (bits & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Splits a generated file into spans attributed to their original source, from its source
 * map (webpack emits one map per chunk). Text before the first mapping of a line, and
 * segments without a source, belong to '(generated)'.
 * @returns {Array<{ source: string, text: string }>}
 */
export function spansBySource(code, map) {
  const lines = code.split('\n');
  const spans = [];
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    let column = 0;
    let current = '(generated)';
    let start = 0;
    for (const segment of lineMappings ? lineMappings.split(',') : []) {
      const values = decodeSegment(segment);
      column += values[0];
      const next = values.length >= 4 ? map.sources[(sourceIndex += values[1])] : '(generated)';
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
