import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Defaults to the spec's 'No record found'. */
  message?: string;
  /** Optional extra content (e.g. a link to clear filters). */
  children?: ReactNode;
}

export function EmptyState({ message = 'No record found', children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}
