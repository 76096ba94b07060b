import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  checkEmail,
  checkFullName,
  collectErrors,
  focusFirstError,
  type FieldErrors,
} from '../../account-forms/api/validation';
import styles from '../../account-forms/components/account-forms.module.css';
import { Field } from '../../account-forms/components/field';
import type { UserDetails } from '../../user/api/user-details';
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
        <p className={styles.error} role="alert">
          {state.message}
        </p>
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
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'full_name' | 'email'>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The form replaces 'Signing you in…': start the visitor on its first field.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = collectErrors([
          ['full_name', checkFullName(fullName)],
          ['email', checkEmail(email)],
        ]);
        setErrors(found);
        if (Object.keys(found).length) focusFirstError(event.currentTarget, found);
        else onSubmit({ email: email.trim(), fullName: fullName.trim() });
      }}
    >
      <p className={styles.note}>
        This link was opened in a different browser. Confirm the email address it was sent to.
      </p>
      <Field
        label="Full Name"
        name="full_name"
        autoComplete="name"
        value={fullName}
        error={errors.full_name}
        onChange={(event) => setFullName(event.target.value)}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className={styles.primary}>
        Finish logging in
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
