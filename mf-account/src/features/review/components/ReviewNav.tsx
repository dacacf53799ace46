import styles from './review.module.css';

/** Between the queue and its history. */
export function ReviewNav({ current }: { current: 'queue' | 'history' }) {
  return (
    <nav aria-label="Review" className={styles.nav}>
      <a href="/review" aria-current={current === 'queue' ? 'page' : undefined}>
        Queue
      </a>
      <a href="/admin/history" aria-current={current === 'history' ? 'page' : undefined}>
        History
      </a>
    </nav>
  );
}
