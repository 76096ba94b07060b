import { useState, type ReactNode } from 'react';
import { GoogleSignIn } from '../../google/components/google-sign-in';
import { appendSignup } from '../../signup/api/signup-details';
import {
  checkEmail,
  checkPassword,
  collectErrors,
  focusFirstError,
  minPasswordLength,
  type FieldErrors,
} from '../api/validation';
import styles from './account-forms.module.css';
import { Field, OrDivider } from './field';

/**
 * The sign-up form of the modal and of /signup (docs/product.md#sign-up). 'Create account' checks
 * the email and an 8+ character password (docs/product.md#beyond-the-original), then appends the email and a
 * salted hash of the password to `signupDetails`; nothing is saved while a field is wrong.
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
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function create(address: string) {
    setSaving(true);
    setError(null);
    try {
      await appendSignup(address, password);
      setPassword('');
      setSaving(false);
      onCreated(address);
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
          if (saving) return;
          const found = collectErrors([
            ['email', checkEmail(email)],
            ['password', checkPassword(password)],
          ]);
          setErrors(found);
          if (Object.keys(found).length) focusFirstError(event.currentTarget, found);
          else void create(email.trim());
        }}
      >
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
          data-autofocus
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          hint={`At least ${minPasswordLength} characters.`}
          error={errors.password}
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
