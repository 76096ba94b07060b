import { useState, type ReactNode } from 'react';
import { appendSignup, EmailAlreadySignedUp } from '../../signup/api/signup-details';
import { emailField, newPasswordField, useCheckedForm } from '../hooks/use-checked-form';
import { AccountForm } from './account-form';
import { FormError } from './field';

/**
 * The sign-up form of the modal and of /signup (docs/product.md#sign-up). 'Create account' checks
 * the email and an 8+ character password (docs/product.md#beyond-the-original), then appends the email and a
 * salted hash of the password to `signupDetails`; nothing is saved while a field is wrong, and
 * an address that already has an account is refused by the Email field (one account per address).
 */
export function SignupForm({
  onCreated,
  switchControl,
}: {
  onCreated: (email: string) => void;
  switchControl: ReactNode;
}) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useCheckedForm(
    { email: emailField, password: newPasswordField },
    {
      busy: saving,
      autofocus: 'email',
      onValid: (values) => void create(values.email.trim(), values.password),
    },
  );

  async function create(address: string, password: string) {
    setSaving(true);
    setError(null);
    try {
      await appendSignup(address, password);
      form.setValue('password', '');
      setSaving(false);
      onCreated(address);
    } catch (problem) {
      setSaving(false);
      if (problem instanceof EmailAlreadySignedUp)
        form.refuse('email', `An account for ${problem.email} already exists. Log in instead.`);
      else setError('Your account could not be saved in this browser. Please try again.');
    }
  }

  return (
    <AccountForm
      form={form}
      submit={{ label: 'Create account', busy: saving }}
      switchTo={<>Already have an Account ? {switchControl}</>}
    >
      <FormError message={error} />
    </AccountForm>
  );
}
