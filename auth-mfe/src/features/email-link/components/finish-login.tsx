import { useEffect, useRef, type ReactNode } from 'react';
import type { UserDetails } from '@zomato/shared';
import styles from '../../account-forms/components/account-forms.module.css';
import { FormError } from '../../account-forms/components/field';
import { emailField, fullNameField, useCheckedForm } from '../../account-forms/hooks/use-checked-form';
import { useFinishLogin } from '../hooks/use-finish-login';

interface FinishLoginProps {
  href: string;
  onDone: (user: UserDetails) => void;
  /** Shown under a failure: the usual login form, to ask for a new link. */
  fallback: ReactNode;
}

/** /login opened from a sign-in link: finishing, asking for the email, or saying what failed. */
export function FinishLogin({ href, onDone, fallback }: FinishLoginProps) {
  const { state, complete } = useFinishLogin(href, onDone);
  if (state.status === 'checking' || state.status === 'working')
    return (
      <p className={styles.progress} role="status">
        Signing you in…
      </p>
    );
  if (state.status === 'failed' && !state.canRetry)
    return (
      <>
        <FormError message={state.message} />
        {fallback}
      </>
    );
  return (
    <ConfirmEmail
      onSubmit={(pending) => void complete(pending)}
      error={state.status === 'failed' ? state.message : null}
    />
  );
}

/** The link was opened in another browser: Firebase needs the email it was sent to. */
function ConfirmEmail({
  onSubmit,
  error,
}: {
  onSubmit: (pending: { email: string; fullName: string }) => void;
  error: string | null;
}) {
  const form = useCheckedForm(
    { full_name: fullNameField, email: emailField },
    { onValid: (values) => onSubmit({ email: values.email.trim(), fullName: values.full_name.trim() }) },
  );
  const formRef = useRef<HTMLFormElement>(null);
  // The form replaces 'Signing you in…': start the visitor on its first field.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
      <p className={styles.note}>
        This link was opened in a different browser. Confirm the email address it was sent to.
      </p>
      {form.fields}
      <button type="submit" className={`brand-action ${styles.primary}`}>
        Finish logging in
      </button>
      <FormError message={error} />
    </form>
  );
}
