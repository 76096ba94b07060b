import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AuthMode, AuthModalProps } from '@zomato/shared';
import formStyles from '../account-forms/components/account-forms.module.css';
import { LoginForm } from '../account-forms/components/login-form';
import { SignupForm } from '../account-forms/components/signup-form';
import { accountCreatedNote } from '../signup/api/create-account';
import { Dialog } from './components/dialog';
import styles from './auth-modal.module.css';

/**
 * The top bar's login/signup modal (docs/product.md#auth-modal), exposed as ./AuthModal (props from
 * the contract in @zomato/shared). The host
 * mounts it while open and owns `mode`; the modal asks for changes through the callbacks.
 */
export default function AuthModal({ mode, onModeChange, onClose }: AuthModalProps) {
  const titleId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  // The account just created: the login form starts with its email.
  const [createdEmail, setCreatedEmail] = useState<string>();
  const login = mode !== 'signup';
  // The sign-in link brings the visitor back to the page they opened the modal on.
  const { pathname, search } = useLocation();
  const switchTo = (next: AuthMode) => {
    setNotice(null);
    onModeChange(next);
  };
  return (
    <Dialog labelledBy={titleId} onClose={onClose} focusKey={login ? 'login' : 'signup'}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {login ? 'Log in' : 'Sign up'}
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {login && notice && (
        <p className={formStyles.success} role="status">
          {notice}
        </p>
      )}
      {login ? (
        <LoginForm
          key="login"
          next={pathname + search}
          email={createdEmail}
          switchControl={
            <button type="button" className={formStyles.switchLink} onClick={() => switchTo('signup')}>
              Create an account
            </button>
          }
        />
      ) : (
        <SignupForm
          key="signup"
          onCreated={(email) => {
            setCreatedEmail(email);
            onModeChange('login');
            setNotice(accountCreatedNote(email));
          }}
          switchControl={
            <button type="button" className={formStyles.switchLink} onClick={() => switchTo('login')}>
              Log in
            </button>
          }
        />
      )}
    </Dialog>
  );
}
