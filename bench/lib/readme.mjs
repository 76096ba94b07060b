import { readFileSync, writeFileSync } from 'node:fs';
import { renderSummary } from './report.mjs';

const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';

/** Replaces docs/performance.md's generated benchmark block (between the two markers) with this run's tables. */
export async function updateReadme(readmePath, results, budgets, pretty) {
  const readme = readFileSync(readmePath, 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${readmePath} has no ${start} … ${end} block`);
  const block = `${start}\n\n${await pretty(renderSummary(results, budgets), 'markdown')}\n${end}`;
  writeFileSync(readmePath, readme.slice(0, from) + block + readme.slice(to + end.length));
}
