import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The early-actions script (shell/src/entry/early-actions.js) as a server-rendered page carries
 * it inline, first in its <head>, and the CSP source that allows exactly that text. Its
 * comments and indentation are left out; each statement keeps its own line.
 */
const source = readFileSync(new URL('../../shell/src/entry/early-actions.js', import.meta.url), 'utf8');

export const earlyActionsScript = source
  .replace(/^\/\*[\s\S]*?\*\/\n/, '')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !/^(\/\/|\/\*)/.test(line))
  .join('\n');

export const earlyActionsCspSource = `'sha256-${createHash('sha256').update(earlyActionsScript).digest('base64')}'`;
