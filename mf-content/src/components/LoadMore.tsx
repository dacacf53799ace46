import { Button } from 'mf-shared/kit';
import styles from './LoadMore.module.css';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
  /** What is shown so far, e.g. '10 of 12 articles' (read by screen readers as it changes). */
  status?: string;
}

/** The 'LOAD MORE' control of paged lists (docs/product/content.md §8): appends the next page. */
export function LoadMore({ hasMore, loading, onLoadMore, status }: LoadMoreProps) {
  return (
    <div className={styles.loadMore}>
      {status && (
        <p className={styles.status} aria-live="polite">
          {status}
        </p>
      )}
      {hasMore && (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          LOAD MORE
        </Button>
      )}
    </div>
  );
}
