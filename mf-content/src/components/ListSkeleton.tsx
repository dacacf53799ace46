import { Skeleton } from 'mf-shared/kit';
import styles from './ListSkeleton.module.css';

/** Rows of grey bars that hold a list's place while it loads (no layout shift). */
export function ListSkeleton({ rows = 6, logo = true }: { rows?: number; logo?: boolean }) {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row}>
          {logo && <Skeleton width={44} height={44} />}
          <div className={styles.lines}>
            <Skeleton width="30%" height={16} />
            <Skeleton width="65%" height={20} />
          </div>
        </div>
      ))}
    </div>
  );
}
