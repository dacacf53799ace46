import { useCallback, type MouseEvent } from 'react';
import { areaForPath, ErrorState, NotFound, Spinner } from 'mf-shared';
import { useCurrentPath } from '../../navigation/hooks/useCurrentPath';
import { navigate } from '../../navigation/navigate';
import { setAreaSlotElement } from '../model/areaSlotElement';
import { useAreaStatusStore } from '../model/areaStatusStore';
import type { AreaName } from '../model/areaNames';
import styles from './AreaSlot.module.css';

export const AREA_UNAVAILABLE_MESSAGE = 'This section is temporarily unavailable.';

export interface AreaSlotProps {
  /** Retry after /remotes.json could not be read. */
  onRetryRegistry: () => void;
  /** Retry an area whose code failed to load or mount. */
  onRetryArea: (area: AreaName) => void;
}

/** Same-origin links inside the shell's own views (e.g. not-found's home link) navigate client-side. */
function handleInternalLinkClick(event: MouseEvent<HTMLElement>) {
  const anchor = (event.target as HTMLElement).closest('a');
  const href = anchor?.getAttribute('href');
  if (!href?.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigate(href);
}

/**
 * The main slot: single-spa mounts the active area into a container inside
 * `slotRef` (React never renders children there); next to it the shell shows
 * not-found for paths no area owns, a spinner while an area loads, and the
 * unavailable view with Retry when an area (or the registry) failed.
 */
export function AreaSlot({ onRetryRegistry, onRetryArea }: AreaSlotProps) {
  const pathname = useCurrentPath();
  const area = areaForPath(pathname);
  const registry = useAreaStatusStore((state) => state.registry);
  const areaStatus = useAreaStatusStore((state) => (area ? state.areas[area] : undefined));
  const slotRef = useCallback((element: HTMLDivElement | null) => setAreaSlotElement(element), []);

  let view = null;
  if (!area) view = <NotFound />;
  else if (registry === 'failed') view = <ErrorState message={AREA_UNAVAILABLE_MESSAGE} onRetry={onRetryRegistry} />;
  else if (registry === 'loading' || areaStatus === 'loading') view = <Spinner size="lg" label="Loading" />;
  else if (areaStatus === 'unavailable') view = <ErrorState message={AREA_UNAVAILABLE_MESSAGE} onRetry={() => onRetryArea(area)} />;

  return (
    <>
      <div ref={slotRef} id="area-slot" className={styles.slot} />
      {view && (
        <div className={styles.status} data-testid="area-slot-status" onClick={handleInternalLinkClick}>
          {view}
        </div>
      )}
    </>
  );
}
