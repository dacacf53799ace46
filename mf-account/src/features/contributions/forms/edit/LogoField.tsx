// The organization's logo (docs/product/account.md §12, §13): upload or delete. A chosen file is checked before
// it is sent: 'File must be <10MB', 'We only accept png, jpg/jpeg, svg, and webp'.
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Button, OrgLogo } from 'mf-shared/kit';
import { fieldId } from '../../../../lib/fieldPaths';
import { ACCEPT_ATTRIBUTE, imageFileProblem } from '../../../../lib/files';
import styles from './edit.module.css';

export interface LogoState {
  file: File | null;
  deleted: boolean;
}

export interface LogoFieldProps {
  name: string;
  current: string | null;
  value: LogoState;
  onChange(next: LogoState): void;
  maxBytes?: number;
  /** The API's answer about the upload (413/415). */
  error?: string | null;
}

function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function LogoField({ name, current, value, onChange, maxBytes, error }: LogoFieldProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const preview = usePreview(value.file);
  const hintId = useId();
  const inputId = fieldId('logoData');
  const shown = value.file ? preview : value.deleted ? null : current;
  const message = alert ?? error ?? null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file, maxBytes);
    setAlert(problem);
    if (!problem) onChange({ file, deleted: false });
  };

  return (
    <div className={styles.logo}>
      <OrgLogo name={name || '?'} src={shown} size={96} />
      <div className={styles.logoControls}>
        <label htmlFor={inputId} className={styles.fileLabel}>
          {current || value.file ? 'Replace logo' : 'Upload a logo'}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className={styles.fileInput}
          onChange={choose}
          aria-describedby={[hintId, message ? `${inputId}-alert` : null].filter(Boolean).join(' ')}
          aria-invalid={message ? true : undefined}
        />
        <p id={hintId} className={styles.hint}>
          PNG, JPG, SVG or WebP, up to 10 MB.{value.file ? ` New logo: ${value.file.name}` : ''}
          {value.deleted ? ' The logo will be removed when you save.' : ''}
        </p>
        {message && (
          <p id={`${inputId}-alert`} role="alert" className={styles.fileAlert}>
            {message}
          </p>
        )}
        {(shown || value.file) && (
          <Button variant="secondary" size="sm" onClick={() => onChange({ file: null, deleted: Boolean(current) })}>
            Delete logo
          </Button>
        )}
        {value.deleted && (
          <Button variant="ghost" size="sm" onClick={() => onChange({ file: null, deleted: false })}>
            Keep the current logo
          </Button>
        )}
      </div>
    </div>
  );
}
