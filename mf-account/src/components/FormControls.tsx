// Labelled inputs of the add and edit screens (and the admin's form). Each input has the id of its API path
// (lib/fieldPaths.ts fieldId), so an answer's `field` can be highlighted and scrolled to; its
// error is named by aria-describedby with aria-invalid, and read out when it appears.
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import fieldStyles from './Fields.module.css';
import { fieldId } from '../lib/fieldPaths';
import styles from './FormControls.module.css';

interface FieldFrameProps {
  /** The API path of the value ('display_name', 'founders[0].name'). */
  path: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Hide the label visually (rows of a list, whose column says what it is). */
  hideLabel?: boolean;
  children: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
  className?: string;
}

export const errorIdOf = (path: string) => `${fieldId(path)}-error`;
const hintIdOf = (path: string) => `${fieldId(path)}-hint`;

export function FieldFrame({ path, label, hint, error, hideLabel, children, className }: FieldFrameProps) {
  const id = fieldId(path);
  const describedBy = [hint ? hintIdOf(path) : null, error ? errorIdOf(path) : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[fieldStyles.field, styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : fieldStyles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintIdOf(path)} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, describedBy, invalid: error ? true : undefined })}
      <FieldError path={path} error={error} />
    </div>
  );
}

export function FieldError({ path, error }: { path: string; error?: string }) {
  return error ? (
    <p id={errorIdOf(path)} className={fieldStyles.error} role="alert">
      {error}
    </p>
  ) : null;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

export function TextInput({ path, label, hint, error, hideLabel, className, ...input }: InputProps & Omit<FieldFrameProps, 'children'>) {
  return (
    <FieldFrame path={path} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      {({ id, describedBy, invalid }) => (
        <input type="text" {...input} id={id} className={fieldStyles.input} aria-describedby={describedBy} aria-invalid={invalid} />
      )}
    </FieldFrame>
  );
}

/** A web address typed after a fixed 'https://' (docs/product/account.md §13). */
export function HttpsInput({ path, label, hint, error, hideLabel, className, ...input }: InputProps & Omit<FieldFrameProps, 'children'>) {
  return (
    <FieldFrame path={path} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.prefixed}>
          <span className={styles.prefix} id={`${id}-prefix`}>
            https://
          </span>
          <input
            type="text"
            inputMode="url"
            autoCapitalize="off"
            spellCheck={false}
            {...input}
            id={id}
            className={`${fieldStyles.input} ${styles.prefixedInput}`}
            // The fixed prefix is read with the field.
            aria-describedby={[`${id}-prefix`, describedBy].filter(Boolean).join(' ')}
            aria-invalid={invalid}
          />
        </div>
      )}
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ path, label, hint, error, hideLabel, className, ...input }: TextAreaProps & Omit<FieldFrameProps, 'children'>) {
  return (
    <FieldFrame path={path} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          rows={6}
          {...input}
          id={id}
          className={`${fieldStyles.input} ${styles.textarea}`}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      )}
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { ref?: Ref<HTMLSelectElement> };

export function SelectInput({
  path,
  label,
  hint,
  error,
  hideLabel,
  className,
  children,
  ...select
}: SelectProps & Omit<FieldFrameProps, 'children'> & { children: ReactNode }) {
  return (
    <FieldFrame path={path} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          id={id}
          className={`${fieldStyles.input} ${styles.select}`}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
