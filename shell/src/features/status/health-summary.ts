import { type Canary, type RemoteKey, type RuntimeConfig } from '@zomato/shared';
import { versionOfEntry } from '../../lib/remote-version';

/** One row of mock-api's GET /telemetry/summary (mock-api/src/telemetry/summary.js). */
export interface HealthRow {
  remote: RemoteKey | 'shell';
  version: string;
  pageViews: number;
  loads: number;
  loadFailures: Record<Phase, number>;
  failureStatuses: Record<string, number>;
  errors: number;
  canaryFallbacks: number;
  /** Server renders of this version stopped by a render server (too long, too much memory, failing). */
  serverStops: number;
  /** Times a render server paused this version's server rendering (its pages drawn in the browser meanwhile). */
  serverPauses: number;
  p75: Record<VitalName, number | null>;
  samples: Record<VitalName, number>;
  lastHour: { views: number[]; failures: number[] };
}

export interface HealthSummary {
  since: number;
  now: number;
  remotes: HealthRow[];
}

export const phases = ['manifest', 'entry', 'module', 'render'] as const;
export type Phase = (typeof phases)[number];
export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

/**
 * The budget each vital's p75 is judged against: web-vitals' "good" limits (LCP 2.5 s,
 * INP 200 ms, CLS 0.1, FCP 1.8 s, TTFB 800 ms; docs/section-health.md#section-health).
 */
export const vitalBudgets: Record<VitalName, number> = {
  LCP: 2500,
  INP: 200,
  CLS: 0.1,
  FCP: 1800,
  TTFB: 800,
};

export const formatVital = (name: VitalName, value: number) =>
  name === 'CLS'
    ? value.toFixed(2)
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${Math.round(value)} ms`;

const failuresOf = (row: HealthRow) => phases.reduce((sum, phase) => sum + row.loadFailures[phase], 0);

/** Loads that reached their first render, of all that were tried; undefined when none was. */
export function successRate(row: HealthRow): number | undefined {
  const tried = row.loads + failuresOf(row);
  return tried === 0 ? undefined : row.loads / tried;
}

/** Rows of one remote, the version it serves now first. */
export function rowsOf(summary: HealthSummary | undefined, remote: RemoteKey, current?: string) {
  return (summary?.remotes ?? [])
    .filter((row) => row.remote === remote)
    .sort((a, b) => Number(b.version === current) - Number(a.version === current));
}

/** The canary of each remote the live runtime config names (docs/releases.md#qa-overrides-canaries-and-integrity): "<version> (<percent> %)". */
export function canariesOf(config: RuntimeConfig | undefined): Partial<Record<RemoteKey, string>> {
  const found: Partial<Record<RemoteKey, string>> = {};
  for (const [key, canary] of Object.entries(config?.canaries ?? {}) as [RemoteKey, Canary][]) {
    found[key] = `${versionOfEntry(canary.manifest) ?? canary.manifest} (${canary.percent} %)`;
  }
  return found;
}
