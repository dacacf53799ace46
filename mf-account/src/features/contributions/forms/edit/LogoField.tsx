// The organization's logo (docs/product/account.md §12, §13): upload (a drop-zone: dragged, or chosen with the
// picker) or delete. A chosen file is checked before it is sent: 'File must be <10MB', 'We only accept
// png, jpg/jpeg, svg, and webp'; the alert names the file and its size. A good one is previewed in the
// logo box (an object URL, revoked when the choice changes or the screen closes) with its name and
// size, and sent as logoData on Save.
import { useState } from 'react';
import { Button, OrgLogo } from 'mf-shared/kit';
import { ChosenFile, ImageDropZone, RefusedFile } from '../../../../components/ImageDropZone';
import { useFilePreview } from '../../../../hooks/useFilePreview';
import { fieldId } from '../../../../lib/fieldPaths';
import { imageFileProblem, uploadHint } from '../../../../lib/files';
import styles from './edit.module.css';

export interface LogoState {
  file: File | null;
  deleted: boolean;
}

export interface LogoFieldProps {
  name: string;
  /** The organization's tag group as edited: the placeholder's colour, as on its public pages. */
  group?: string | null;
  current: string | null;
  value: LogoState;
  onChange(next: LogoState): void;
  maxBytes?: number;
  /** The API's answer about the upload (413/415). */
  error?: string | null;
}

export function LogoField({ name, group, current, value, onChange, maxBytes, error }: LogoFieldProps) {
  const [refused, setRefused] = useState<{ file: File; message: string } | null>(null);
  const preview = useFilePreview(value.file);
  const inputId = fieldId('logoData');
  const alertId = `${inputId}-alert`;
  const shown = value.file ? preview : value.deleted ? null : current;
  const hasAlert = Boolean(refused ?? error);

  const choose = ([file]: File[]) => {
    if (!file) return;
    const problem = imageFileProblem(file, maxBytes);
    setRefused(problem ? { file, message: problem } : null);
    if (!problem) onChange({ file, deleted: false });
  };

  return (
    <div className={styles.logo}>
      <OrgLogo name={name || '?'} group={group} src={shown} size={96} />
      <div className={styles.logoControls}>
        <ImageDropZone
          id={inputId}
          label={current || value.file ? 'Replace logo' : 'Upload a logo'}
          hint={uploadHint(maxBytes)}
          describedBy={hasAlert ? alertId : undefined}
          invalid={hasAlert}
          onFiles={choose}
        />
        {/* Said once the choice is made: which file will be sent. */}
        <p role="status" className={styles.chosen}>
          {value.file ? (
            <>
              New logo: <ChosenFile file={value.file} />
            </>
          ) : value.deleted ? (
            'The logo will be removed when you save.'
          ) : null}
        </p>
        {hasAlert && (
          <p id={alertId} role="alert" className={styles.fileAlert}>
            {refused ? <RefusedFile file={refused.file} message={refused.message} /> : error}
          </p>
        )}
        <div className={styles.logoButtons}>
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
    </div>
  );
}
