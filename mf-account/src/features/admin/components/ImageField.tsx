// An `image` field of the generic admin form: the current image in a fixed box, a drop-zone (the edit
// screens' own: dragged, or chosen with the picker) that uploads the chosen file at once (POST /api/v1/admin/uploads/, the edit calls' pipeline) and puts
// the answered /api/media/ URL in the field, and the URL itself, which may also be pasted.
// Refusals (checked here first, then by the API) show as the field's error.
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import fieldStyles from '../../../components/Fields.module.css';
import { errorIdOf, FieldError } from '../../../components/FormControls';
import { ImageDropZone } from '../../../components/ImageDropZone';
import { useField } from '../../../hooks/useField';
import { fieldId } from '../../../lib/fieldPaths';
import { imageFileProblem } from '../../../lib/files';
import { uploadImage } from '../api/admin';
import type { AdminField } from '../api/types';
import { IMAGE_ADDRESS, type FormValues } from '../utils/formModel';
import styles from './admin.module.css';

export function ImageField({ field, label, disabled }: { field: AdminField; label: string; disabled: boolean }) {
  const {
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useFormContext<FormValues>();
  const { field: text } = useField<FormValues>();
  const { name } = field;
  const value = useWatch<FormValues>({ name });
  const [uploading, setUploading] = useState<string | null>(null);
  const error = errors[name]?.message as string | undefined;
  const inputId = fieldId(name);
  const fileId = `${inputId}-file`;
  const errorId = error ? errorIdOf(name) : undefined;
  // Only an address the form would save is loaded as an image.
  const src = typeof value === 'string' && IMAGE_ADDRESS.test(value.trim()) ? value.trim() : null;

  const choose = async ([file]: File[]) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setError(name, { type: 'upload', message: problem });
      return;
    }
    clearErrors(name);
    setUploading(file.name);
    const outcome = await uploadImage(file);
    setUploading(null);
    if (outcome.ok) setValue(name, outcome.url, { shouldDirty: true, shouldValidate: true });
    else setError(name, { type: 'upload', message: outcome.message });
  };

  return (
    <fieldset className={fieldStyles.field}>
      <legend className={fieldStyles.label}>{label}</legend>
      {field.help && <p className={styles.muted}>{field.help}</p>}
      <div className={styles.imageField}>
        <div className={styles.imageBox}>
          {src ? <img src={src} alt={`Current ${field.label.toLowerCase()}`} /> : <span className={styles.muted}>No image</span>}
        </div>
        <div className={styles.imageControls}>
          <ImageDropZone
            id={fileId}
            label="Upload a file"
            hint="PNG, JPG, SVG or WebP, up to 10 MB (SVG 1 MB). It is uploaded when chosen; save to keep it."
            disabled={disabled || uploading !== null}
            describedBy={errorId}
            invalid={Boolean(error)}
            onFiles={(files) => void choose(files)}
          />
          {uploading && (
            <p role="status" className={styles.muted}>
              Uploading {uploading}…
            </p>
          )}
          <label htmlFor={inputId} className={fieldStyles.label}>
            or paste a URL
          </label>
          <input
            type="text"
            inputMode="url"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={field.max_length}
            disabled={disabled}
            {...text(name)}
            id={inputId}
            className={fieldStyles.input}
            aria-describedby={errorId}
            aria-invalid={error ? true : undefined}
          />
        </div>
      </div>
      <FieldError path={name} error={error} />
    </fieldset>
  );
}
