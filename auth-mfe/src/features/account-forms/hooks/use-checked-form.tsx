import { useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeLive } from '@zomato/section-ui';
import {
  checkEmail,
  checkFullName,
  checkPassword,
  collectErrors,
  focusFirstError,
  minPasswordLength,
  type FieldErrors,
} from '../api/validation';
import { Field } from '../components/field';

/** One field of an account form: what it asks for and how its value is checked. */
export interface FieldSpec {
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  check: (value: string) => string | null;
  /** A standing note under the field (replaced by the error while there is one). */
  hint?: string;
}

export const fullNameField: FieldSpec = {
  label: 'Full Name',
  type: 'text',
  autoComplete: 'name',
  check: checkFullName,
};
export const emailField: FieldSpec = {
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  check: checkEmail,
};
export const newPasswordField: FieldSpec = {
  label: 'Password',
  type: 'password',
  autoComplete: 'new-password',
  check: checkPassword,
  hint: `At least ${minPasswordLength} characters.`,
};

/**
 * The fields of an account form (docs/product.md#login, #sign-up) in the order given:
 * their values, and on submit every check, with its message by the field and focus on the
 * first wrong one; only when all pass does `onValid` get the values (as typed). While
 * `busy`, a submit does nothing. `autofocus` names the field the form starts on; `initial`
 * fills fields in (the login form after sign-up has the new account's email).
 */
export function useCheckedForm<Name extends string>(
  specs: Record<Name, FieldSpec>,
  {
    onValid,
    busy = false,
    autofocus,
    initial,
  }: {
    onValid: (values: Record<Name, string>) => void;
    busy?: boolean;
    autofocus?: NoInfer<Name>;
    initial?: Partial<Record<NoInfer<Name>, string>>;
  },
) {
  const names = Object.keys(specs) as Name[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, initial?.[name] ?? ''])) as Record<Name, string>,
  );
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const formRef = useRef<HTMLFormElement | null>(null);
  const setValue = (name: Name, value: string) => setValues((current) => ({ ...current, [name]: value }));
  useTypedBeforeLive(formRef, values, (typed) => setValues((current) => ({ ...current, ...typed })));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (busy) return;
    const found = collectErrors(names.map((name) => [name, specs[name].check(values[name])]));
    setErrors(found);
    if (Object.keys(found).length) focusFirstError(event.currentTarget, found);
    else onValid(values);
  };

  /** What `onValid`'s work found wrong with a field (an address already signed up): said by it, focused. */
  const refuse = (name: Name, message: string) => {
    const found = { [name]: message } as FieldErrors<Name>;
    setErrors(found);
    if (formRef.current) focusFirstError(formRef.current, found);
  };

  const fields = names.map((name) => {
    const { check: _check, ...field } = specs[name];
    return (
      <Field
        key={name}
        name={name}
        {...field}
        value={values[name]}
        error={errors[name]}
        onChange={(event) => setValue(name, event.target.value)}
        data-autofocus={name === autofocus || undefined}
      />
    );
  });

  return { fields, onSubmit, setValue, refuse, formRef };
}
