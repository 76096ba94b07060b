import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@zomato/shared';
import formStyles from '../account-forms/components/account-forms.module.css';
import { LoginForm } from '../account-forms/components/login-form';
import styles from './auth-page.module.css';

/** /login (SPEC section 2): 'Login Here' goes to the landing page. */
export function LoginPage() {
  const navigate = useNavigate();
  const created = (useLocation().state as { createdEmail?: unknown } | null)?.createdEmail;
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card}>
        <h1 id="login-title" className={styles.title}>
          Log in
        </h1>
        {typeof created === 'string' && (
          <p className={formStyles.success} role="status">
            Account created{created ? ` for ${created}` : ''}. Log in below.
          </p>
        )}
        <LoginForm
          onLogin={() => navigate(paths.home)}
          switchControl={
            <Link className={formStyles.switchLink} to={paths.signup}>
              Create an account
            </Link>
          }
        />
      </div>
    </section>
  );
}
