// The edit screens' sticky bar (docs/product/account.md §12): Cancel and Save, both asking first — Cancel to
// discard the changes made here, Save to replace the page's current content with them.
import { useState } from 'react';
import { Button } from 'mf-shared/kit';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import styles from './edit.module.css';

export const EDIT_BAR_TEXT = {
  cancelTitle: 'Discard your changes?',
  cancelText: 'Your changes on this screen will be lost.',
  cancelConfirm: 'Discard changes',
  saveTitle: 'Save your changes?',
  saveText: 'The current content of this page will be replaced by your changes and cannot be recovered from here.',
  saveConfirm: 'Save',
} as const;

export interface EditBarProps {
  saving: boolean;
  disabled: boolean;
  onCancel(): void;
  /** Submits the form (validation first). */
  onSave(): void;
}

export function EditBar({ saving, disabled, onCancel, onSave }: EditBarProps) {
  const [asking, setAsking] = useState<'cancel' | 'save' | null>(null);
  return (
    <div className={styles.bar} role="region" aria-label="Save or cancel">
      <div className={styles.barInner}>
        <Button variant="secondary" onClick={() => setAsking('cancel')} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => setAsking('save')} loading={saving} disabled={disabled}>
          Save
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'cancel'}
        title={EDIT_BAR_TEXT.cancelTitle}
        text={EDIT_BAR_TEXT.cancelText}
        confirmLabel={EDIT_BAR_TEXT.cancelConfirm}
        danger
        onClose={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          onCancel();
        }}
      />
      <ConfirmDialog
        open={asking === 'save'}
        title={EDIT_BAR_TEXT.saveTitle}
        text={EDIT_BAR_TEXT.saveText}
        confirmLabel={EDIT_BAR_TEXT.saveConfirm}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          onSave();
        }}
      />
    </div>
  );
}
