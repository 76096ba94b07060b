import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from '../../account-forms/components/account-forms.module.css';
import { FormError } from '../../account-forms/components/field';
import { emailField, fullNameField, useCheckedForm } from '../../account-forms/hooks/use-checked-form';
import { useFinishLogin } from '../hooks/use-finish-login';

interface FinishLoginProps {
  href: string;
  /** Where the visitor goes on to, signed in. */
  next: string;
  onDone: () => void;
  /** Shown under a failure: the usual login form, to ask for a new link. */
  fallback: ReactNode;
}

/** /login opened from a sign-in link: finishing, asking for the email, or saying what failed. */
export function FinishLogin({ href, next, onDone, fallback }: FinishLoginProps) {
  const { state, complete } = useFinishLogin(href, onDone);
  if (state.status === 'signed-in') return <AlreadySignedIn who={state.who} next={next} onGoOn={onDone} />;
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

/** How long 'already signed in' is read before the page goes on by itself. */
export const goOnAfterMs = 2500;

/**
 * The link was opened again in the browser it signed in: nothing to ask, nothing failed. Says
 * so, then goes on to where the link leads (at once with Continue).
 */
function AlreadySignedIn({ who, next, onGoOn }: { who: string; next: string; onGoOn: () => void }) {
  const goOn = useRef(onGoOn);
  useEffect(() => {
    goOn.current = onGoOn;
  }, [onGoOn]);
  useEffect(() => {
    const timer = setTimeout(() => goOn.current(), goOnAfterMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.success} role="status">
      <p className={styles.sentTitle}>
        You are already signed in as <strong>{who}</strong>. This link is not needed any more.
      </p>
      <p className={styles.sentText}>
        <Link to={next} replace className={styles.inboxLink}>
          Continue
        </Link>
      </p>
    </div>
  );
}
