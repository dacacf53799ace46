// The project's images (docs/product/account.md §12, §13): the current ones with Delete, and new files added with
// a temporary negative id each (docs/product/account.md §12), from a drop-zone (dragged, or chosen with
// the picker). A chosen file is checked before it is sent: 'File must be <10MB', 'We only accept png,
// jpg/jpeg, svg, and webp'; the alert names each refused file and its size. A new image is previewed
// (an object URL, revoked when it is deleted or the screen closes) with its name and size.
import { useState } from 'react';
import { Button } from 'mf-shared/kit';
import { ChosenFile, ImageDropZone, RefusedFile } from '../../../../components/ImageDropZone';
import { useFilePreview } from '../../../../hooks/useFilePreview';
import { fieldId } from '../../../../lib/fieldPaths';
import { extensionOf, imageFileProblem, uploadHint } from '../../../../lib/files';
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

/** Why a chosen file was not added: the file and the rule, or a message about the whole choice. */
type Refusal = { file: File; message: string } | { file?: undefined; message: string };

function AddedPreview({ file, alt }: { file: File; alt: string }) {
  const url = useFilePreview(file);
  return url ? <img src={url} alt={alt} className={styles.imageBox} /> : <div className={styles.imageBox} role="img" aria-label={alt} />;
}

export function ImagesField({ name, value, onChange, maxBytes, maxImages = 20, error }: ImagesFieldProps) {
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const inputId = fieldId('newImageData');
  const alertId = `${inputId}-alert`;
  const kept = value.existing.filter((image) => !image.removed);
  const count = kept.length + value.added.length;
  const messages: Refusal[] = error ? [...refusals, { message: error }] : refusals;

  const choose = (files: File[]) => {
    const problems: Refusal[] = [];
    const added = [...value.added];
    let lowest = Math.min(0, ...added.map((image) => image.tempId));
    for (const file of files) {
      const problem = imageFileProblem(file, maxBytes);
      if (problem) {
        problems.push({ file, message: problem });
        continue;
      }
      if (kept.length + added.length >= maxImages) {
        problems.push({ message: `A project can have at most ${maxImages} images.` });
        break;
      }
      lowest -= 1;
      added.push({ tempId: lowest, file, extension: extensionOf(file) });
    }
    setRefusals(problems);
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
              <p className={styles.imageMeta}>
                <span className={styles.newBadge}>New</span> <ChosenFile file={image.file} />
              </p>
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
      <ImageDropZone
        id={inputId}
        label="Upload images"
        hint={uploadHint(maxBytes, true)}
        multiple
        describedBy={messages.length ? alertId : undefined}
        invalid={messages.length > 0}
        onFiles={choose}
      />
      {messages.length > 0 && (
        <div id={alertId} role="alert" className={styles.fileAlert}>
          {messages.map((refusal, index) => (
            <p key={index} className={styles.alertLine}>
              {refusal.file ? <RefusedFile file={refusal.file} message={refusal.message} /> : refusal.message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
