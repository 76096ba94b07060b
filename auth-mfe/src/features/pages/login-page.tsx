import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@zomato/shared';
import formStyles from '../account-forms/components/account-forms.module.css';
import { LoginForm } from '../account-forms/components/login-form';
import { looksLikeLoginLink, safeNext } from '../email-link/api/email-link';
import { FinishLogin } from '../email-link/components/finish-login';
import { accountCreatedNote } from '../signup/api/create-account';
import { AuthPage } from './auth-page';

/**
 * This page's full address. On the server (no window) any origin will do: only the path and
 * query decide what renders, and signing in with the link happens in the browser.
 */
const pageHref = (path: string) =>
  new URL(path, typeof window === 'undefined' ? 'http://localhost' : window.location.origin).href;

/**
 * /login (docs/product.md#login): 'Login Here' sends an email sign-in link; the link comes back
 * here and, once it has signed the visitor in, goes on to where they asked from. Opened by
 * 'Create account', it says the account is made and the visitor signed in.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { createdEmail?: unknown } | null;
  const created = state?.createdEmail;
  const next = safeNext(new URLSearchParams(location.search).get('next'));
  const href = pageHref(`${location.pathname}${location.search}`);

  const form = (
    <LoginForm
      next={next}
      email={typeof created === 'string' ? created : undefined}
      switchControl={
        <Link className={formStyles.switchLink} to={paths.signup}>
          Create an account
        </Link>
      }
    />
  );
  return (
    <AuthPage title="Log in">
      {typeof created === 'string' && (
        <p className={formStyles.success} role="status">
          {accountCreatedNote(created)}
        </p>
      )}
      {looksLikeLoginLink(href) ? (
        <FinishLogin
          key={href}
          href={href}
          next={next}
          onDone={() => navigate(next, { replace: true })}
          fallback={form}
        />
      ) : (
        form
      )}
    </AuthPage>
  );
}
