// Labelled form fields for the account forms: each input names its error through
// aria-describedby and aria-invalid (react-hook-form focuses the first invalid one on submit,
// so its error is read out), and the password field has a show/hide toggle (aria-pressed).
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './Fields.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** The validation message, if the value is invalid. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, errorId: `${inputId}-error` };
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      {error}
    </p>
  );
}

export function TextField({ label, error, id, type = 'text', ...input }: FieldProps & { type?: 'text' | 'email' }) {
  const { inputId, errorId } = useFieldIds(id);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        type={type}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** A password input with a 'Show password' toggle button (pressed = the password is visible). */
export function PasswordField({ label, error, id, ...input }: FieldProps) {
  const { inputId, errorId } = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordRow}>
        <input
          {...input}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
          <span className={styles.visuallyHidden}>Show password</span>
        </button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function CheckboxField({ label, id, ...input }: Omit<FieldProps, 'error' | 'label'> & { label: ReactNode }) {
  const { inputId } = useFieldIds(id);
  return (
    <div className={styles.checkbox}>
      <input {...input} id={inputId} type="checkbox" />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}
