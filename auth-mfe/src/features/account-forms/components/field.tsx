import { useId, type InputHTMLAttributes } from 'react';
import styles from './account-forms.module.css';

type FieldProps = {
  label: string;
  /** A standing note under the field, replaced by the error while there is one. */
  hint?: string;
  error?: string | null;
} & InputHTMLAttributes<HTMLInputElement>;

/**
 * A labelled text input; the visible label is the accessible name. A wrong value gets its
 * message beside the field, tied to the input so a screen reader reads it with the label.
 */
export function Field({ label, hint, error, ...input }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const note = error || hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="form-control"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? messageId : undefined}
      />
      {note && (
        <p id={messageId} className={error ? styles.fieldError : styles.hint}>
          {note}
        </p>
      )}
    </div>
  );
}

/** A form's message about what went wrong (not a field's), read out at once. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}

export function OrDivider() {
  return (
    <p className={styles.divider}>
      <span>or</span>
    </p>
  );
}
