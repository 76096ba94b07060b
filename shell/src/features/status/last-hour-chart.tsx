import styles from './status-page.module.css';

const width = 240;
const height = 56;

/**
 * Page views (line) and load failures (bars) per minute over the last hour, oldest on the
 * left, as inline SVG; its text alternative says the totals.
 */
export function LastHourChart({
  views,
  failures,
  label,
}: {
  views: number[];
  failures: number[];
  label: string;
}) {
  const top = Math.max(1, ...views, ...failures);
  const step = width / Math.max(1, views.length - 1);
  const y = (value: number) => height - 2 - (value / top) * (height - 4);
  const line = views.map((value, index) => `${(index * step).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const totalViews = views.reduce((a, b) => a + b, 0);
  const totalFailures = failures.reduce((a, b) => a + b, 0);
  const text = `${label}, last hour: ${totalViews} page views, ${totalFailures} load failures`;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={text} preserveAspectRatio="none">
        <title>{text}</title>
        <line x1="0" y1={height - 1} x2={width} y2={height - 1} className={styles.axis} />
        {failures.map((value, index) =>
          value > 0 ? (
            <rect
              key={index}
              x={Math.max(0, index * step - 2)}
              y={y(value)}
              width="4"
              height={height - 2 - y(value)}
              className={styles.failureBar}
            />
          ) : null,
        )}
        <polyline points={line} className={styles.viewsLine} />
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.legendViews}>page views</span>{' '}
        <span className={styles.legendFailures}>load failures</span> per minute, last 60 minutes
      </figcaption>
    </figure>
  );
}
