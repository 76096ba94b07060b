import { Link } from 'react-router-dom';
import { useNotFoundStatus } from '@zomato/shared';
import styles from './section-not-found.module.css';

/** Shown by a remote for a path of its section that names nothing (or an unknown id). */
export function SectionNotFound({
  title = 'We could not find that page',
  backTo,
  backLabel,
}: {
  title?: string;
  backTo: string;
  backLabel: string;
}) {
  useNotFoundStatus();
  return (
    <div className={styles.box} role="status">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>It may have been removed, or the link is mistyped.</p>
      <Link className={`brand-action ${styles.link}`} to={backTo}>
        {backLabel}
      </Link>
    </div>
  );
}
