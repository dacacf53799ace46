// Loading placeholders shaped like the real content, so nothing shifts when data arrives.
import { Skeleton } from 'mf-shared/kit';
import styles from './OrganizationsSkeletons.module.css';

const PLACEHOLDER_CARDS = 9;
const PLACEHOLDER_TABS = 6;

export function TabsSkeleton() {
  return (
    <div className={styles.tabs} aria-hidden="true">
      {Array.from({ length: PLACEHOLDER_TABS }, (_, index) => (
        <Skeleton key={index} width={120} height={36} />
      ))}
    </div>
  );
}

export function OrganizationListSkeleton() {
  return (
    <div role="status" aria-label="Loading organizations">
      <Skeleton width={140} height={20} className={styles.count} />
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className={styles.card}>
            <Skeleton width={56} height={56} />
            <div className={styles.lines}>
              <Skeleton width="70%" height={20} />
              <Skeleton width="45%" />
              <Skeleton width="60%" />
              <Skeleton height={48} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function OrganizationDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading organization" className={styles.detail}>
      <div className={styles.identity}>
        <Skeleton width={96} height={96} />
        <div className={styles.lines}>
          <Skeleton width="50%" height={36} />
          <Skeleton width="35%" />
          <Skeleton width="40%" />
        </div>
      </div>
      <div className={styles.stats} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={64} />
        ))}
      </div>
      <Skeleton height={200} />
    </div>
  );
}
