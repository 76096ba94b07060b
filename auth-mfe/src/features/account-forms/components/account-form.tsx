import type { FormEvent, ReactNode } from 'react';
import { GoogleSignIn } from '../../google/components/google-sign-in';
import styles from './account-forms.module.css';
import { OrDivider } from './field';

/**
 * What the login and sign-up forms have around their fields: the submit button (busy while
 * its work runs), what the form says after it (`children`), then Google sign-in and the
 * way to the other form.
 */
export function AccountForm({
  form: { onSubmit, fields },
  submit: { label, busy },
  children,
  switchTo,
}: {
  /** What useCheckedForm gives. */
  form: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; fields: ReactNode };
  submit: { label: string; busy: boolean };
  children?: ReactNode;
  /** 'New to Zomato? Create an account': the line that leads to the other form. */
  switchTo: ReactNode;
}) {
  return (
    <div className={styles.stack}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        {fields}
        <button
          type="submit"
          className={`brand-action ${styles.primary}`}
          aria-busy={busy}
          aria-disabled={busy}
        >
          {label}
        </button>
        {children}
      </form>
      <OrDivider />
      <GoogleSignIn />
      <p className={styles.switch}>{switchTo}</p>
    </div>
  );
}
