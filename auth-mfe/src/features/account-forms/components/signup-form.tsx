import { useState, type ReactNode } from 'react';
import { createAccount, signupRefusal } from '../../signup/api/create-account';
import { keepSignup, newSignupEntry } from '../../signup/api/signup-details';
import { useMounted } from '../../user/hooks/use-mounted';
import { emailField, newPasswordField, useCheckedForm } from '../hooks/use-checked-form';
import { AccountForm } from './account-form';
import { FormError } from './field';

/**
 * The sign-up form of the modal and of /signup (docs/product.md#sign-up). 'Create account' checks
 * the email and an 8+ character password (docs/product.md#beyond-the-original), then makes the
 * Firebase account, which signs the visitor in, and appends the email and a salted hash of the
 * password to `signupDetails`. Nothing is sent or saved while a field is wrong; a refusal
 * (an address that has an account, a weak password) is said by its field, and what was typed
 * stays.
 */
export function SignupForm({
  onCreated,
  switchControl,
}: {
  /** The account is made and the visitor signed in as `email`. */
  onCreated: (email: string) => void;
  switchControl: ReactNode;
}) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A sign-up that ends after the form has gone (the modal closed) still signs the visitor in,
  // but leads nowhere.
  const mounted = useMounted();
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
    // The hash is worked out while Firebase makes the account; it is kept only once it has.
    const entry = newSignupEntry(address, password);
    entry.catch(() => undefined);
    try {
      await createAccount(address, password);
    } catch (problem) {
      if (!mounted.current) return;
      setSaving(false);
      const { field, message } = signupRefusal(problem, address);
      if (field) form.refuse(field, message);
      else setError(message);
      return;
    }
    try {
      await keepSignup(await entry);
    } catch (problem) {
      // The account is made and the visitor signed in: a browser that cannot hash (no
      // WebCrypto) or store keeps no entry, and never the password instead.
      console.warn('The sign-up could not be kept in this browser', problem);
    }
    if (!mounted.current) return;
    form.setValue('password', '');
    setSaving(false);
    onCreated(address);
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
