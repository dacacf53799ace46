// Where a Follow button goes (issue 22). Public pages are the same HTML for everyone (cacheable),
// so the server and the hydrating render show an empty box of the button's size; after hydration
// the button's own chunk loads (not on the page's critical path) and fills it, shifting nothing.
import { lazy, Suspense } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import type { FollowButtonProps } from './FollowButton';
import styles from './FollowSlot.module.css';

const FollowButton = lazy(() => import(/* webpackChunkName: "follow-button" */ './FollowButton'));

export function FollowSlot(props: FollowButtonProps) {
  const hydrated = useHydrated();
  return (
    <span className={styles.slot} data-follow-slot="">
      {hydrated && (
        <Suspense fallback={null}>
          <FollowButton {...props} />
        </Suspense>
      )}
    </span>
  );
}
