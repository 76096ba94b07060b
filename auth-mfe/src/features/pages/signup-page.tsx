import { Link, useNavigate } from 'react-router-dom';
import { paths, usePageTitle } from '@zomato/shared';
import formStyles from '../account-forms/components/account-forms.module.css';
import { SignupForm } from '../account-forms/components/signup-form';
import styles from './auth-page.module.css';

/** /signup (docs/product.md#sign-up): 'Create account' stores the entry, then goes to /login. */
export function SignupPage() {
  usePageTitle('Sign up');
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="signup-title">
      <div className={styles.card}>
        <h1 id="signup-title" className={styles.title}>
          Sign up
        </h1>
        <SignupForm
          onCreated={(email) => navigate(paths.login, { state: { createdEmail: email } })}
          switchControl={
            <Link className={formStyles.switchLink} to={paths.login}>
              Log in
            </Link>
          }
        />
      </div>
    </section>
  );
}
