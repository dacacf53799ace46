import { useCallback, useContext, type MouseEvent } from 'react';
import { AREA_SLOT_ID, AREA_SLOT_MARKER, areaForPath, type AreaName } from 'mf-shared';
import { ErrorState, isSitePath, NotFound, Spinner } from 'mf-shared/kit';
import { ShellServerContext } from '../../../lib/ShellServerContext';
import { useCurrentPath } from '../../../lib/navigation/useCurrentPath';
import { navigate } from '../../../lib/navigation/navigate';
import { setAreaSlotElement } from '../areaSlotElement';
import { useAreaStatusStore } from '../../../lib/areaStatusStore';
import styles from './AreaSlot.module.css';

const AREA_UNAVAILABLE_MESSAGE = 'This section is temporarily unavailable.';

export interface AreaSlotProps {
  /** Retry after /remotes.json could not be read. */
  onRetryRegistry: () => void;
  /** Retry an area whose code failed to load or mount. */
  onRetryArea: (area: AreaName) => void;
}

// The slot's content belongs to the areas (single-spa mounts them there, and the server puts
// the active area's HTML there): React renders it once as opaque HTML and never touches it
// again. These objects are constants so a re-render never resets the areas' DOM.
const SERVER_SLOT = { __html: AREA_SLOT_MARKER };
const BROWSER_SLOT = { __html: '' };

/** Same-origin links inside the shell's own views (e.g. not-found's home link) navigate client-side. */
function handleInternalLinkClick(event: MouseEvent<HTMLElement>) {
  const anchor = (event.target as HTMLElement).closest('a');
  const href = anchor?.getAttribute('href');
  if (!isSitePath(href) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigate(href);
}

/**
 * The main slot: single-spa mounts the active area into a container inside it; next to it the
 * shell shows not-found for paths no area owns, a spinner while an area loads, and the
 * unavailable view with Retry when an area (or the registry) failed.
 */
export function AreaSlot({ onRetryRegistry, onRetryArea }: AreaSlotProps) {
  const server = useContext(ShellServerContext);
  const pathname = useCurrentPath();
  // On the server the served route table picked the area (deploy/); in the browser the shell registered it.
  const area = server ? server.area : areaForPath(pathname);
  const storeRegistry = useAreaStatusStore((state) => state.registry);
  const storeAreaStatus = useAreaStatusStore((state) => (area ? state.areas[area] : undefined));
  const registry = server ? 'ready' : storeRegistry;
  const areaStatus = server ? (server.areaRendered ? undefined : 'loading') : storeAreaStatus;
  const slotRef = useCallback((element: HTMLDivElement | null) => setAreaSlotElement(element), []);

  let view = null;
  if (!area) view = <NotFound />;
  else if (registry === 'failed') view = <ErrorState message={AREA_UNAVAILABLE_MESSAGE} onRetry={onRetryRegistry} />;
  else if (registry === 'loading' || areaStatus === 'loading') view = <Spinner size="lg" label="Loading" />;
  else if (areaStatus === 'unavailable') view = <ErrorState message={AREA_UNAVAILABLE_MESSAGE} onRetry={() => onRetryArea(area)} />;

  return (
    <>
      <div
        ref={slotRef}
        id={AREA_SLOT_ID}
        className={styles.slot}
        dangerouslySetInnerHTML={server ? SERVER_SLOT : BROWSER_SLOT}
        suppressHydrationWarning
      />
      {view && (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates clicks of the links inside; keyboard activation of a link fires click too
        <div className={styles.status} data-testid="area-slot-status" onClick={handleInternalLinkClick}>
          {view}
        </div>
      )}
    </>
  );
}
