import type { OverrideState } from '../rollout/remote-overrides';
import styles from './override-banner.module.css';

/**
 * Names the tab's QA overrides, and any refused with why, with a Reset
 * (docs/releases.md#qa-overrides-canaries-and-integrity). Its own root above the page, so it shows
 * on every page and never takes part in hydration.
 */
export function OverrideBanner({ state, onReset }: { state: OverrideState; onReset: () => void }) {
  return (
    <aside className={styles.banner} aria-label="QA override">
      <ul className={styles.list}>
        {state.accepted.map(({ remote, target }) => (
          <li key={remote}>
            QA override: <strong>{remote}</strong> loads <code>{target}</code> in this tab
          </li>
        ))}
        {state.refused.map(({ asked, reason }) => (
          <li key={asked}>
            Override refused: <code>{asked}</code>: {reason}
          </li>
        ))}
      </ul>
      <button type="button" className={styles.reset} onClick={onReset}>
        Reset
      </button>
    </aside>
  );
}
