import { useId, type HTMLAttributes } from 'react';
import styles from '../payment.module.css';

/** A labelled card input; `hint` is read out with it. No `name`: nothing is ever submitted. */
export function CardField({
  label,
  hint,
  value,
  onChange,
  autoComplete,
  inputMode,
  placeholder,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
