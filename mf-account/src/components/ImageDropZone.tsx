// Where an image is chosen on the edit screens (docs/product/account.md §12, §13): a drop-zone that takes a
// dragged file or, clicked anywhere, opens the file picker. The native file input stays in it (visually
// hidden, in the tab order, labelled): keyboard users reach it with Tab and open the picker with
// Enter or Space, and screen readers hear its label and the accepted types. Files are only passed
// on: the field checks them (lib/files.ts) and keeps them until Save sends them with mainData.
import { useRef, useState, type DragEvent } from 'react';
import { ACCEPT_ATTRIBUTE, fileSizeText } from '../lib/files';
import styles from './ImageDropZone.module.css';

export interface ImageDropZoneProps {
  /** The file input's id: the API path's field id, so a refused upload is scrolled to it. */
  id: string;
  /** What choosing does ('Upload a logo', 'Upload images'): the input's label. */
  label: string;
  /** The accepted types and the size limit, read with the input. */
  hint: string;
  multiple?: boolean;
  /** Further descriptions of the input (the field's alert). */
  describedBy?: string;
  invalid?: boolean;
  /** While an upload runs, say: nothing can be chosen or dropped. */
  disabled?: boolean;
  onFiles(files: File[]): void;
}

/** A drag carries files (not a link or text dragged from the page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

export function ImageDropZone({ id, label, hint, multiple = false, describedBy, invalid, disabled = false, onFiles }: ImageDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire again for every child crossed: only the last leave ends the drag.
  const depth = useRef(0);
  const hintId = `${id}-hint`;

  const take = (files: File[]) => {
    if (files.length && !disabled) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div
      className={[styles.zone, dragging ? styles.dragging : null, invalid ? styles.invalid : null, disabled ? styles.disabled : null]
        .filter(Boolean)
        .join(' ')}
      onDragEnter={(event) => {
        if (!carriesFiles(event) || disabled) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        // Without this the browser would open the file instead of dropping it here (and leave the screen).
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        take([...(event.dataTransfer?.files ?? [])]);
      }}
    >
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={ACCEPT_ATTRIBUTE}
        disabled={disabled}
        className={styles.input}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file chosen again (after deleting it) is a change too.
          event.target.value = '';
          take(files);
        }}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
      />
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 16V4m0 0l-5 5m5-5l5 5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {/* Stretched over the whole zone: a click anywhere in it opens the picker. */}
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <span className={styles.drop}>
        {dragging ? 'Drop to add' : multiple ? 'or drag and drop images here' : 'or drag and drop an image here'}
      </span>
      <span id={hintId} className={styles.hint}>
        {hint}
      </span>
    </div>
  );
}

/** A refused file in a field's alert: its name and size, then the rule it breaks (the spec's text). */
export function RefusedFile({ file, message }: { file: Pick<File, 'name' | 'size'>; message: string }) {
  return (
    <>
      <span className={styles.fileName}>{file.name}</span> ({fileSizeText(file.size)}): <span>{message}</span>
    </>
  );
}

/** A chosen file before it is saved: its name and size. */
export function ChosenFile({ file }: { file: Pick<File, 'name' | 'size'> }) {
  return (
    <>
      <span className={styles.fileName}>{file.name}</span> <span className={styles.size}>({fileSizeText(file.size)})</span>
    </>
  );
}
