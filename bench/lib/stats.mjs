/** Median of the numbers given (undefined ones are left out). */
export function median(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values, p) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median of every numeric field across runs (objects of the same shape). */
export function medianOf(runs, fields) {
  return Object.fromEntries(fields.map((field) => [field, median(runs.map((run) => run[field]))]));
}

export const kb = (bytes) => (bytes === undefined ? undefined : Math.round((bytes / 1024) * 10) / 10);
export const ms = (value) => (value === undefined ? undefined : Math.round(value));
