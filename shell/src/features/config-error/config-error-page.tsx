import styles from './config-error-page.module.css';

/** Shown instead of the site when /config.json is missing or malformed. */
export function ConfigErrorPage({ problem }: { problem: { key: string; message: string } }) {
  return (
    <main className={styles.page}>
      <h1>The site is misconfigured</h1>
      <p>
        The runtime config has a problem with <code className={styles.key}>{problem.key}</code>:
      </p>
      <p className={styles.message}>{problem.message}</p>
      <p className={styles.hint}>Fix config.json on the server and reload this page.</p>
    </main>
  );
}
