import { getRuntimeConfig, remoteKeys } from '@zomato/shared';
import { usePageTitle } from '@zomato/section-ui';
import { sectionNames } from '../remotes/section-boundary';
import { canariesOf, phases, rowsOf, successRate, type HealthSummary } from './health-summary';
import { RemoteHealth } from './remote-health';
import { refreshEveryMs, useHealth } from './use-health';
import styles from './status-page.module.css';

const clock = (ms: number) => new Date(ms).toLocaleTimeString('en-GB', { hour12: false });

/**
 * /status: section health for section teams (docs/section-health.md#section-health). Not
 * linked from the visitors' navigation and not for search engines (noindex, which React
 * places in the document's head). Its own chunk, loaded only on this route.
 */
export default function StatusPage() {
  usePageTitle('Section health');
  const health = useHealth();
  const summary: HealthSummary | undefined =
    health.status === 'ready' ? health.summary : health.status === 'error' ? health.last : undefined;
  const canaries = health.status === 'ready' ? canariesOf(health.liveConfig) : {};
  const entries = getRuntimeConfig().remotes;
  return (
    <main className={styles.page}>
      <meta name="robots" content="noindex" />
      <h1 className={styles.title}>Section health</h1>
      {/* The summary is read by this page's script: without it there is nothing to wait for. */}
      <noscript>
        <p className={styles.noscript}>
          This page needs JavaScript: it reads the last hour of section health in the browser. Turn JavaScript
          on and reload.
        </p>
      </noscript>
      <p
        className={health.status === 'loading' ? `${styles.lead} ${styles.needsScript}` : styles.lead}
        role="status"
      >
        {health.status === 'loading' && 'Loading the last hour…'}
        {summary &&
          `Last hour, per section and version, as visitors' browsers reported it. Updated ${clock(summary.now)}; refreshes every ${refreshEveryMs / 1000} s.`}
        {health.status === 'error' && ` The summary could not be read (${health.message}).`}
      </p>
      {/* A region that scrolls sideways on a phone must take focus to scroll by keyboard (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroll} role="region" aria-labelledby="all-versions" tabIndex={0}>
        <table className={styles.table}>
          <caption id="all-versions">Every version seen</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Version</th>
              <th scope="col">Page views</th>
              <th scope="col">Load success</th>
              {phases.map((phase) => (
                <th key={phase} scope="col">
                  {phase} failures
                </th>
              ))}
              <th scope="col">Errors</th>
            </tr>
          </thead>
          <tbody>
            {(summary?.remotes ?? []).map((row) => (
              <tr key={`${row.remote}|${row.version}`} data-remote={row.remote} data-version={row.version}>
                <th scope="row">{row.remote === 'shell' ? 'Shell' : sectionNames[row.remote]}</th>
                <td>
                  <code>{row.version}</code>
                </td>
                <td>{row.pageViews}</td>
                <td>
                  {successRate(row) === undefined ? '—' : `${((successRate(row) ?? 0) * 100).toFixed(1)}%`}
                </td>
                {phases.map((phase) => (
                  <td key={phase}>{row.loadFailures[phase]}</td>
                ))}
                <td>{row.errors}</td>
              </tr>
            ))}
            {summary && summary.remotes.length === 0 && (
              <tr>
                <td colSpan={5 + phases.length}>Nothing reported in the last hour.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className={styles.cards}>
        {remoteKeys.map((remote) => (
          <RemoteHealth
            key={remote}
            remote={remote}
            entry={entries[remote]}
            canary={canaries[remote]}
            rows={rowsOf(summary, remote)}
          />
        ))}
      </div>
    </main>
  );
}
