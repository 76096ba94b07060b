import { type RemoteKey } from '@zomato/shared';
import { versionOfEntry } from '../../lib/remote-version';
import { sectionNames } from '../remotes/section-boundary';
import { formatVital, phases, successRate, vitalBudgets, vitalNames, type HealthRow } from './health-summary';
import { LastHourChart } from './last-hour-chart';
import styles from './status-page.module.css';

const percent = (rate: number | undefined) => (rate === undefined ? '—' : `${(rate * 100).toFixed(1)}%`);

/** One remote's card: its versions, load success, failures by phase, p75 vitals, last hour. */
export function RemoteHealth({
  remote,
  entry,
  canary,
  rows,
}: {
  remote: RemoteKey;
  entry: string | undefined;
  canary: string | undefined;
  rows: HealthRow[];
}) {
  const name = sectionNames[remote];
  const current = versionOfEntry(entry) ?? 'unversioned';
  const row = rows.find((candidate) => candidate.version === current);
  const headingId = `health-${remote}`;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-remote={remote}>
      <h2 id={headingId} className={styles.cardTitle}>
        {name} <span className={styles.remoteKey}>({remote})</span>
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Live version</dt>
          <dd>
            <code>{current}</code>
          </dd>
        </div>
        <div>
          <dt>Canary</dt>
          <dd>{canary ? <code>{canary}</code> : 'none'}</dd>
        </div>
        <div>
          <dt>Load success</dt>
          <dd data-testid="success-rate">{row ? percent(successRate(row)) : '—'}</dd>
        </div>
        <div>
          <dt>Errors</dt>
          <dd data-testid="errors">{row?.errors ?? 0}</dd>
        </div>
        <div>
          <dt>Server renders stopped</dt>
          <dd data-testid="server-render">
            {row?.serverStops ?? 0}
            {row?.serverPauses ? `, paused ${row.serverPauses}×` : ''}
          </dd>
        </div>
      </dl>
      {row ? (
        <>
          <table className={styles.table}>
            <caption>Load failures by phase, {current}</caption>
            <thead>
              <tr>
                {phases.map((phase) => (
                  <th key={phase} scope="col">
                    {phase}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {phases.map((phase) => (
                  <td key={phase} data-phase={phase}>
                    {row.loadFailures[phase]}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
          <p className={styles.statuses} data-testid="failure-statuses">
            HTTP statuses of failed loads:{' '}
            {Object.entries(row.failureStatuses)
              .map(([status, count]) => `${status} (${count}×)`)
              .join(', ') || 'none'}
          </p>
          <table className={styles.table}>
            <caption>Web vitals (p75), {current}</caption>
            <thead>
              <tr>
                <th scope="col">Vital</th>
                <th scope="col">p75</th>
                <th scope="col">Budget</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {vitalNames.map((vital) => {
                const value = row.p75[vital];
                const pass = value !== null && value <= vitalBudgets[vital];
                return (
                  <tr key={vital} data-vital={vital}>
                    <th scope="row">{vital}</th>
                    <td>{value === null ? '—' : formatVital(vital, value)}</td>
                    <td>≤ {formatVital(vital, vitalBudgets[vital])}</td>
                    <td>
                      {value === null ? (
                        <span className={styles.none}>no data</span>
                      ) : (
                        <span className={pass ? styles.pass : styles.fail}>
                          <span aria-hidden="true">{pass ? '✓ ' : '✗ '}</span>
                          {pass ? 'Pass' : 'Fail'}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <LastHourChart views={row.lastHour.views} failures={row.lastHour.failures} label={name} />
        </>
      ) : (
        <p className={styles.none}>Nothing reported for {current} in the last hour.</p>
      )}
    </section>
  );
}
