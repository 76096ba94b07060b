import { useState, type ReactNode } from 'react';
import { GoogleSignIn } from '../../google/components/google-sign-in';
import { appendSignup } from '../../signup/api/signup-details';
import styles from './account-forms.module.css';
import { Field, OrDivider } from './field';

/**
 * The sign-up form of the modal and of /signup (SPEC section 2). 'Create account' appends
 * the email and a salted hash of the password to `signupDetails`; no server call.
 */
export function SignupForm({
  onCreated,
  switchControl,
}: {
  onCreated: (email: string) => void;
  switchControl: ReactNode;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function create() {
    setSaving(true);
    setError(null);
    try {
      await appendSignup(email, password);
      setPassword('');
      setSaving(false);
      onCreated(email);
    } catch {
      setSaving(false);
      setError('Your account could not be saved in this browser. Please try again.');
    }
  }

  return (
    <div className={styles.stack}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) void create();
        }}
      >
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          data-autofocus
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className={styles.primary} aria-busy={saving} aria-disabled={saving}>
          Create account
        </button>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
      <OrDivider />
      <GoogleSignIn />
      <p className={styles.switch}>Already have an Account ? {switchControl}</p>
    </div>
  );
}
