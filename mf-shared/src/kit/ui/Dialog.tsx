import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  children?: ReactNode;
  /** Buttons shown in the footer (e.g. Cancel / Confirm). */
  actions?: ReactNode;
}

/**
 * Modal dialog on the native <dialog> (showModal): the browser makes the rest of the page
 * inert, keeps Tab inside and turns Escape into `cancel`. We add the title as its label, a
 * click on the backdrop to close, and focus returned to where it was.
 */
export function Dialog({ open, onClose, title, children, actions }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  return (
    // Keyboard users close it with Escape (the dialog's cancel event) or the Close button; the
    // mouse-down handler only adds "click outside the panel closes".
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-modal="true"
      className={styles.dialog}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog never closes behind its owner's back.
        event.preventDefault();
        onCloseRef.current();
      }}
      onMouseDown={(event) => {
        // The <dialog> box itself is the backdrop area around the content panel.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}
