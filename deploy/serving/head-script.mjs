import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The one script a server-rendered page carries inline, first in its <head>, and the CSP source
 * that allows exactly that text: the early actions (shell/src/entry/early-actions/), then the start
 * after paint (shell/src/entry/start-after-paint.js), which asks for the app's code once the
 * content is painted. Inline, the code is asked for the moment the paint is reported: as a file
 * (an async script, fetched at low priority) the start waited 50-500 ms for one of the six
 * connections the page's pictures held (resource timings of /delivery at full CPU on this machine).
 * Comments and indentation are left out; each statement keeps its own line.
 */
const { earlyActionsSource } = createRequire(import.meta.url)(
  '../../shell/src/entry/early-actions/index.cjs',
);
const startAfterPaintSource = readFileSync(
  new URL('../../shell/src/entry/start-after-paint.js', import.meta.url),
  'utf8',
);

export const headScript = `${earlyActionsSource()}${startAfterPaintSource}`
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('//'))
  .join('\n');

export const headScriptCspSource = `'sha256-${createHash('sha256').update(headScript).digest('base64')}'`;
