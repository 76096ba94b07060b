import type { FormEvent, ReactNode, RefObject } from 'react';
import { useHydrated } from '@zomato/shared';
import { GoogleSignIn } from '../../google/components/google-sign-in';
import styles from './account-forms.module.css';
import { OrDivider } from './field';

/**
 * What the login and sign-up forms have around their fields: the submit button (busy while
 * its work runs, and waiting for the page to be live), what the form says after it (`children`), then Google sign-in and the
 * way to the other form.
 */
export function AccountForm({
  form: { onSubmit, fields, formRef },
  submit: { label, busy },
  children,
  switchTo,
}: {
  /** What useCheckedForm gives. */
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    fields: ReactNode;
    formRef: RefObject<HTMLFormElement | null>;
  };
  submit: { label: string; busy: boolean };
  children?: ReactNode;
  /** 'New to Zomato? Create an account': the line that leads to the other form. */
  switchTo: ReactNode;
}) {
  // Its work runs in the page only: the button waits for the page to be live (what was typed
  // before stays), so a press is never sent as a plain form with the fields in the address.
  const live = useHydrated();
  return (
    <div className={styles.stack}>
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
        {fields}
        <button
          type="submit"
          className={`brand-action ${styles.primary}`}
          disabled={!live}
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
