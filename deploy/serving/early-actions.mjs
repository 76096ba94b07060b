import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * The early-actions script (shell/src/entry/early-actions/) as a server-rendered page carries
 * it inline, first in its <head>, and the CSP source that allows exactly that text. Its
 * comments and indentation are left out; each statement keeps its own line.
 */
const { earlyActionsSource } = createRequire(import.meta.url)(
  '../../shell/src/entry/early-actions/index.cjs',
);

export const earlyActionsScript = earlyActionsSource()
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('//'))
  .join('\n');

export const earlyActionsCspSource = `'sha256-${createHash('sha256').update(earlyActionsScript).digest('base64')}'`;
