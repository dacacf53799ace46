import { Button } from './Button';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  message?: string;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
}

export function ErrorState({ message = 'Something went wrong while loading this content.', onRetry }: ErrorStateProps) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
