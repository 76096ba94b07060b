import { useEffect, useState } from 'react';
import { getRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from '@zomato/shared';
import type { HealthSummary } from './health-summary';

export const refreshEveryMs = 10_000;

export type HealthState =
  | { status: 'loading' }
  | { status: 'error'; message: string; last?: HealthSummary }
  | { status: 'ready'; summary: HealthSummary; liveConfig: RuntimeConfig | undefined };

async function readJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The last hour's summary and the live config, read now and every 10 s (in the browser only). */
export function useHealth(): HealthState {
  const [state, setState] = useState<HealthState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const read = async () => {
      try {
        const [summary, liveConfig] = await Promise.all([
          readJson(`${getRuntimeConfig().apiBase}/telemetry/summary`) as Promise<HealthSummary>,
          // The config as it is now (a canary may have started since this page loaded), read
          // by the browser's own check; unreadable, the page shows no canary.
          readJson('/config.json')
            .then(parseRuntimeConfig)
            .catch(() => undefined),
        ]);
        if (live) setState({ status: 'ready', summary, liveConfig });
      } catch (error) {
        if (!live) return;
        const message = error instanceof Error ? error.message : String(error);
        setState((before) => ({
          status: 'error',
          message,
          last:
            before.status === 'ready' ? before.summary : before.status === 'error' ? before.last : undefined,
        }));
      }
    };
    void read();
    const timer = setInterval(() => void read(), refreshEveryMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return state;
}
