import type { ReactNode } from 'react';
import { GoogleSignIn } from '../../google/components/google-sign-in';
import styles from './account-forms.module.css';
import { Field, OrDivider } from './field';

/**
 * The login form of the modal and of /login (SPEC section 2). Its fields are not read:
 * login is not wired to any call, so 'Login Here' only hands over to `onLogin`.
 */
export function LoginForm({ onLogin, switchControl }: { onLogin: () => void; switchControl: ReactNode }) {
  return (
    <div className={styles.stack}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onLogin();
        }}
      >
        <Field label="Full Name" name="full_name" type="text" autoComplete="name" data-autofocus />
        <Field label="Email" name="email" type="email" autoComplete="email" />
        <button type="submit" className={styles.primary}>
          Login Here
        </button>
      </form>
      <OrDivider />
      <GoogleSignIn />
      <p className={styles.switch}>New to Zomato? {switchControl}</p>
    </div>
  );
}
