// Approve or reject a claim or a new entry, with an optional note for the requester (emailed
// with the decision, kept in the audit log). Reject asks first: it emails the requester a decline
// (docs/product/account.md §17).
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'mf-shared';
import { Button } from 'mf-shared/kit';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import fieldStyles from '../../../components/Fields.module.css';
import { decide, REVIEW_QUERY_ROOT, type Decision } from '../api/review';
import styles from './review.module.css';

const NOTE_MAX = 2000;

export interface DecisionFormProps {
  type: Decision['type'];
  id: number;
  /** What is decided, for the buttons' accessible names ('the claim of Commonwealth Fusion Systems by ada@example.com'). */
  subject: string;
  disabled?: boolean;
}

export function DecisionForm({ type, id, subject, disabled }: DecisionFormProps) {
  const queryClient = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [sending, setSending] = useState<'approve' | 'reject' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingReject, setConfirmingReject] = useState(false);

  const send = async (decision: 'approve' | 'reject') => {
    setSending(decision);
    setProblem(null);
    const outcome = await decide({ type, id, decision, ...(note.trim() ? { note: note.trim() } : {}) });
    setSending(null);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    toast(outcome.emailSent ? outcome.message : `${outcome.message} The email to the requester could not be sent.`, {
      kind: outcome.emailSent ? 'success' : 'info',
    });
    await queryClient.invalidateQueries({ queryKey: REVIEW_QUERY_ROOT });
  };

  return (
    <div className={styles.decision}>
      <label htmlFor={noteId} className={fieldStyles.label}>
        Note to the requester (optional)
      </label>
      <textarea
        id={noteId}
        className={`${fieldStyles.input} ${styles.note}`}
        rows={2}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.decisionButtons}>
        <Button
          variant="secondary"
          onClick={() => setConfirmingReject(true)}
          loading={sending === 'reject'}
          disabled={disabled || sending !== null}
          aria-label={`Reject ${subject}`}
        >
          Reject
        </Button>
        <Button
          onClick={() => void send('approve')}
          loading={sending === 'approve'}
          disabled={disabled || sending !== null}
          aria-label={`Approve ${subject}`}
        >
          Approve
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingReject}
        title="Reject this request?"
        text={`The requester is emailed that ${subject} was declined${note.trim() ? ', with your note' : ''}.`}
        confirmLabel="Reject"
        danger
        cancelLabel="Cancel"
        onConfirm={() => {
          setConfirmingReject(false);
          void send('reject');
        }}
        onClose={() => setConfirmingReject(false)}
      />
    </div>
  );
}
