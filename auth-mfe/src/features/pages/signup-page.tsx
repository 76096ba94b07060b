import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@zomato/shared';
import formStyles from '../account-forms/components/account-forms.module.css';
import { SignupForm } from '../account-forms/components/signup-form';
import { AuthPage } from './auth-page';

/** /signup (docs/product.md#sign-up): 'Create account' makes the account and signs in, then goes to /login. */
export function SignupPage() {
  const navigate = useNavigate();
  return (
    <AuthPage title="Sign up">
      <SignupForm
        onCreated={(email) => navigate(paths.login, { state: { createdEmail: email } })}
        switchControl={
          <Link className={formStyles.switchLink} to={paths.login}>
            Log in
          </Link>
        }
      />
    </AuthPage>
  );
}
