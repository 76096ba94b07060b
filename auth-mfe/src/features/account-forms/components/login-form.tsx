import { useState, type ReactNode } from 'react';
import { LinkSent } from '../../email-link/components/link-sent';
import { useSendLoginLink } from '../../email-link/hooks/use-send-login-link';
import { GoogleSignIn } from '../../google/components/google-sign-in';
import {
  checkEmail,
  checkFullName,
  collectErrors,
  focusFirstError,
  type FieldErrors,
} from '../api/validation';
import styles from './account-forms.module.css';
import { Field, OrDivider } from './field';

/**
 * The login form of the modal and of /login (docs/product.md#login). 'Login Here' checks Full Name
 * and Email, then sends a Firebase email sign-in link (docs/product.md#beyond-the-original) that brings the
 * visitor back to `next`, signed in.
 */
export function LoginForm({ next, switchControl }: { next: string; switchControl: ReactNode }) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'full_name' | 'email'>>({});
  const { state, send } = useSendLoginLink(next);
  const sending = state.status === 'sending';

  return (
    <div className={styles.stack}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (sending) return;
          const found = collectErrors([
            ['full_name', checkFullName(fullName)],
            ['email', checkEmail(email)],
          ]);
          setErrors(found);
          if (Object.keys(found).length) focusFirstError(event.currentTarget, found);
          else void send({ email: email.trim(), fullName: fullName.trim() });
        }}
      >
        <Field
          label="Full Name"
          name="full_name"
          type="text"
          autoComplete="name"
          value={fullName}
          error={errors.full_name}
          onChange={(event) => setFullName(event.target.value)}
          data-autofocus
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
        <button type="submit" className={styles.primary} aria-busy={sending} aria-disabled={sending}>
          Login Here
        </button>
        <div role="status" className={styles.live}>
          {state.status === 'sent' && <LinkSent email={state.email} inbox={state.inbox} />}
        </div>
        {state.status === 'failed' && (
          <p className={styles.error} role="alert">
            {state.message}
          </p>
        )}
      </form>
      <OrDivider />
      <GoogleSignIn />
      <p className={styles.switch}>New to Zomato? {switchControl}</p>
    </div>
  );
}
