import { useId, type HTMLAttributes } from 'react';
import styles from '../payment.module.css';

/**
 * A labelled card input; `hint` and, after a refused submit, `problem` are read out with
 * it (aria-describedby) and the input is marked invalid. Its `name` is what the form posts when
 * no script runs (checkout's server checks it by the same rule). `masked` draws it as dots (the
 * CVV). `maxLength` is never set on a card field: a digit too many is shown as an error, not dropped.
 */
export interface CardFieldProps {
  name: string;
  label: string;
  hint?: string;
  problem?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  masked?: boolean;
}

export function CardField({
  name,
  label,
  hint,
  problem,
  value,
  onChange,
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  masked = false,
}: CardFieldProps) {
  const id = useId();
  const described = [problem && `${id}-problem`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={styles.input}
        type={masked ? 'password' : 'text'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
      />
      {problem && (
        <span id={`${id}-problem`} className={styles.problemText} data-testid="field-problem">
          {problem}
        </span>
      )}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
