import { useId, type InputHTMLAttributes } from 'react';
import styles from './account-forms.module.css';

/** A labelled text input; the visible label is the accessible name. */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}

export function OrDivider() {
  return (
    <p className={styles.divider}>
      <span>or</span>
    </p>
  );
}
