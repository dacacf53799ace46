import type { ReactNode } from 'react';
import styles from './StatusPill.module.css';

/** review: waiting for staff (under review, pending approval); neutral: a plain state. */
export type StatusPillTone = 'review' | 'neutral';

/**
 * The one status pill of every area (issue 25: a lavender 'Under Review', a grey 'Pending
 * Approval' and an outlined 'PENDING APPROVAL' said the same thing three ways). The text is the
 * caller's, as the spec words it.
 */
export function StatusPill({ children, tone = 'review', className }: { children: ReactNode; tone?: StatusPillTone; className?: string }) {
  return <span className={[styles.pill, styles[tone], className].filter(Boolean).join(' ')}>{children}</span>;
}
