import type { ReactNode } from 'react';
import { LinkSent } from '../../email-link/components/link-sent';
import { useSendLoginLink } from '../../email-link/hooks/use-send-login-link';
import { emailField, fullNameField, useCheckedForm } from '../hooks/use-checked-form';
import styles from './account-forms.module.css';
import { AccountForm } from './account-form';
import { FormError } from './field';

/**
 * The login form of the modal and of /login (docs/product.md#login). 'Login Here' checks Full Name
 * and Email, then sends a Firebase email sign-in link (docs/product.md#beyond-the-original) that brings the
 * visitor back to `next`, signed in.
 */
export function LoginForm({
  next,
  switchControl,
  email,
}: {
  next: string;
  switchControl: ReactNode;
  /** The address to start with: the account just created. */
  email?: string;
}) {
  const { state, send } = useSendLoginLink(next);
  const sending = state.status === 'sending';
  const form = useCheckedForm(
    { full_name: fullNameField, email: emailField },
    {
      busy: sending,
      autofocus: 'full_name',
      initial: { email },
      onValid: (values) => void send({ email: values.email.trim(), fullName: values.full_name.trim() }),
    },
  );

  return (
    <AccountForm
      form={form}
      submit={{ label: 'Login Here', busy: sending }}
      switchTo={<>New to Zomato? {switchControl}</>}
    >
      <div role="status" className={styles.live}>
        {state.status === 'sent' && <LinkSent email={state.email} inbox={state.inbox} />}
      </div>
      <FormError message={state.status === 'failed' ? state.message : null} />
    </AccountForm>
  );
}
