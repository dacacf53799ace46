// The lifecycles single-spa gets for each area. A failed area must never take
// the site down, so whatever the remote does, single-spa only ever sees
// lifecycles that resolve:
// - the remote's manifest, remoteEntry or a chunk fails to load → fallback
//   lifecycles that show the area's unavailable view (with Retry);
// - the remote loads but bootstrap/mount rejects → the same unavailable view
//   (a rejection would leave the app SKIP_BECAUSE_BROKEN until a full reload).
// Render crashes inside a mounted area are the area's own error boundary's job.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { getAppStatus, NOT_MOUNTED, triggerAppChange, unloadApplication, type AppProps, type LifeCycles } from 'single-spa';
import { areaContainerId, areaForPath, SERVER_RENDERED_ATTRIBUTE, type AreaName } from 'mf-shared';
import { useAreaStatusStore } from '../../lib/areaStatusStore';

/** A remote that neither loads nor fails by then is treated as failed. */
const AREA_LOAD_TIMEOUT_MS = 15_000;

type LifecycleFn = (props: AppProps) => Promise<unknown>;
type Lifecycle = LifecycleFn | LifecycleFn[];
interface RemoteLifecycles {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
}

/** Areas whose code failed to load (not merely to mount): a retry re-registers them. */
const areasWithLoadFailure = new Set<AreaName>();

export function hasLoadFailure(area: AreaName): boolean {
  return areasWithLoadFailure.has(area);
}

function setStatus(area: AreaName, status: 'loading' | 'unavailable' | null): void {
  useAreaStatusStore.getState().setAreaStatus(area, status);
}

function isActiveNow(area: AreaName): boolean {
  return areaForPath(window.location.pathname) === area;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isLifecycle(value: unknown): value is Lifecycle {
  return typeof value === 'function' || (Array.isArray(value) && value.every((fn) => typeof fn === 'function'));
}

function isRemoteLifecycles(value: unknown): value is RemoteLifecycles {
  if (typeof value !== 'object' || value === null) return false;
  const { bootstrap, mount, unmount } = value as Record<string, unknown>;
  return isLifecycle(bootstrap) && isLifecycle(mount) && isLifecycle(unmount);
}

async function runLifecycle(lifecycle: Lifecycle, props: AppProps): Promise<void> {
  const steps = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  for (const step of steps) await step(props);
}

/**
 * Stand-in lifecycles for an area whose code could not be loaded: mounting
 * shows the unavailable view (rendered by the shell's <AreaSlot />).
 */
function fallbackLifecycles(area: AreaName): LifeCycles {
  return {
    bootstrap: async () => {},
    mount: async () => setStatus(area, 'unavailable'),
    unmount: async () => {
      setStatus(area, null);
      // The visitor left the area: forget the failed load so the next visit tries the
      // remote again. (On Retry the area is still active and retryArea unloads it.)
      if (!isActiveNow(area)) {
        setTimeout(() => {
          if (getAppStatus(area) === NOT_MOUNTED) {
            unloadApplication(area).catch((error: unknown) => console.error(`Could not unload area '${area}'`, error));
          }
        });
      }
    },
  };
}

/** Wraps a remote's lifecycles so a rejected bootstrap or mount shows the unavailable view. */
function guardedLifecycles(area: AreaName, remote: RemoteLifecycles): LifeCycles {
  let broken = false;
  return {
    bootstrap: async (props) => {
      try {
        await runLifecycle(remote.bootstrap, props);
      } catch (error) {
        broken = true;
        console.error(`Area '${area}' failed to bootstrap`, error);
      }
    },
    mount: async (props) => {
      if (broken) {
        setStatus(area, 'unavailable');
        return;
      }
      try {
        await runLifecycle(remote.mount, props);
        setStatus(area, null);
      } catch (error) {
        console.error(`Area '${area}' failed to mount`, error);
        setStatus(area, 'unavailable');
      }
    },
    unmount: async (props) => {
      setStatus(area, null);
      if (broken) return;
      try {
        await runLifecycle(remote.unmount, props);
      } catch (error) {
        console.error(`Area '${area}' failed to unmount`, error);
      }
    },
  };
}

/** True while the slot shows the server's HTML for the area: the visitor already sees it. */
function isServerRendered(area: AreaName): boolean {
  return document.getElementById(areaContainerId(area))?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ?? false;
}

/** single-spa's loading function for an area: never rejects. */
export async function loadAreaLifecycles(area: AreaName): Promise<LifeCycles> {
  // No spinner next to server-rendered content: it would push the footer down for nothing.
  if (!isServerRendered(area)) setStatus(area, 'loading');
  try {
    const remote = await withTimeout(loadRemote<unknown>(`${area}/spa`), AREA_LOAD_TIMEOUT_MS, `Area '${area}'`);
    if (!isRemoteLifecycles(remote)) throw new Error(`'${area}/spa' does not expose single-spa lifecycles`);
    areasWithLoadFailure.delete(area);
    return guardedLifecycles(area, remote);
  } catch (error) {
    console.error(`Area '${area}' is unavailable`, error);
    areasWithLoadFailure.add(area);
    return fallbackLifecycles(area);
  }
}

/**
 * Loads the area again without a page reload: unloadApplication returns it to
 * NOT_LOADED (unmounting the fallback first), so the next reroute calls
 * loadAreaLifecycles again.
 */
export async function reloadArea(area: AreaName): Promise<void> {
  setStatus(area, 'loading');
  await unloadApplication(area);
  await triggerAppChange();
}
