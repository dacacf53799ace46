import { Button, Dialog } from 'mf-shared/kit';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button loses something (discarding changes, rejecting): the kit's danger button, not the accent. */
  danger?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** A question before leaving or saving, on the kit's native <dialog> (focus kept inside, Escape closes). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Keep editing',
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{text}</p>
    </Dialog>
  );
}
