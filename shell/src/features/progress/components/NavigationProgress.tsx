import { useEffect, useState } from 'react';
import { useNavigationProgress } from 'mf-shared';
import { useAreaStatusStore } from '../../../lib/areaStatusStore';
import styles from './NavigationProgress.module.css';

/** Quick loads finish before the bar would show: only waits longer than this get one. */
const PROGRESS_DELAY_MS = 150;

/**
 * A slim bar at the top of the page while the next area's code or a page's data loads after
 * a client-side navigation (areas report their data loads through the contract's progress store).
 */
export function NavigationProgress() {
  const dataPending = useNavigationProgress((state) => state.pending.length > 0);
  const areaLoading = useAreaStatusStore((state) => Object.values(state.areas).includes('loading'));
  const busy = dataPending || areaLoading;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div className={styles.track} data-visible={visible} role="progressbar" aria-label="Loading page" aria-hidden={!visible}>
      <div className={styles.bar} />
    </div>
  );
}
