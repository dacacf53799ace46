// The project's images (docs/product/account.md §12, §13): the current ones with Delete, and new files added with
// a temporary negative id each (docs/product/account.md §12). A chosen file is checked before it is sent:
// 'File must be <10MB', 'We only accept png, jpg/jpeg, svg, and webp'.
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Button } from 'mf-shared/kit';
import { fieldId } from '../../../../lib/fieldPaths';
import { ACCEPT_ATTRIBUTE, extensionOf, imageFileProblem } from '../../../../lib/files';
import type { ImagesState } from '../../utils/projectForm';
import styles from './edit.module.css';

export interface ImagesFieldProps {
  name: string;
  value: ImagesState;
  onChange(next: ImagesState): void;
  maxBytes?: number;
  maxImages?: number;
  error?: string | null;
}

function AddedPreview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img src={url} alt={alt} className={styles.imageBox} /> : <div className={styles.imageBox} role="img" aria-label={alt} />;
}

export function ImagesField({ name, value, onChange, maxBytes, maxImages = 20, error }: ImagesFieldProps) {
  const [alerts, setAlerts] = useState<string[]>([]);
  const hintId = useId();
  const inputId = fieldId('newImageData');
  const kept = value.existing.filter((image) => !image.removed);
  const count = kept.length + value.added.length;
  const messages = error ? [...alerts, error] : alerts;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    const added = [...value.added];
    let lowest = Math.min(0, ...added.map((image) => image.tempId));
    for (const file of files) {
      const problem = imageFileProblem(file, maxBytes);
      if (problem) {
        problems.push(problem);
        continue;
      }
      if (kept.length + added.length >= maxImages) {
        problems.push(`A project can have at most ${maxImages} images.`);
        break;
      }
      lowest -= 1;
      added.push({ tempId: lowest, file, extension: extensionOf(file) });
    }
    setAlerts([...new Set(problems)]);
    if (added.length !== value.added.length) onChange({ ...value, added });
  };

  return (
    <div>
      {count === 0 ? (
        <p className={styles.empty}>No images yet.</p>
      ) : (
        <ul className={styles.images} aria-label="Images">
          {value.existing.map((image, index) =>
            image.removed ? null : (
              <li key={image.id} className={styles.image}>
                <img
                  src={image.image_url}
                  alt={`${name}, ${index + 1} of ${value.existing.length}`}
                  className={styles.imageBox}
                  loading="lazy"
                />
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    onChange({
                      ...value,
                      existing: value.existing.map((item) => (item.id === image.id ? { ...item, removed: true } : item)),
                    })
                  }
                >
                  Delete<span className="visually-hidden"> image {index + 1}</span>
                </Button>
              </li>
            ),
          )}
          {value.added.map((image) => (
            <li key={image.tempId} className={styles.image}>
              <AddedPreview file={image.file} alt={`New image: ${image.file.name}`} />
              <span className={styles.newBadge}>New</span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onChange({ ...value, added: value.added.filter((item) => item.tempId !== image.tempId) })}
              >
                Delete<span className="visually-hidden"> {image.file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {value.existing.some((image) => image.removed) && (
        <p className={styles.hint}>
          {value.existing.filter((image) => image.removed).length} image(s) will be deleted when you save.{' '}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...value, existing: value.existing.map((item) => ({ ...item, removed: false })) })}
          >
            Keep them
          </Button>
        </p>
      )}
      <label htmlFor={inputId} className={styles.fileLabel}>
        Upload images
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        className={styles.fileInput}
        onChange={choose}
        aria-describedby={[hintId, messages.length ? `${inputId}-alert` : null].filter(Boolean).join(' ')}
        aria-invalid={messages.length ? true : undefined}
      />
      <p id={hintId} className={styles.hint}>
        PNG, JPG, SVG or WebP, up to 10 MB each.
      </p>
      {messages.length > 0 && (
        <div id={`${inputId}-alert`} role="alert" className={styles.fileAlert}>
          {messages.map((message, index) => (
            <p key={index} className={styles.alertLine}>
              {message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
