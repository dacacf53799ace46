// single-spa root config: one application per area, active on the paths that
// area owns in the served route table (the server composes it from the areas' current
// releases; registered in the contract, so the areas route with the same table),
// mounted into its own container inside the shell's main slot.
import { registerApplication, start } from 'single-spa';
import { AREA_NAMES, areaForPath, setServedRoutes, type AreaName } from 'mf-shared';
import { useAreaStatusStore } from '../../lib/areaStatusStore';
import { getAreaContainer } from '../../features/area-slot/areaSlotElement';
import { fetchRegistry, registerRegistry, type RemoteRegistry, type ServedComposition } from '../registry/remoteRegistry';
import { hasLoadFailure, loadAreaLifecycles, reloadArea } from './areaLifecycles';
import { registerAreaModules } from './areaModules';

let registry: RemoteRegistry = {};
let started = false;

function registerAreaApplications(): void {
  for (const area of AREA_NAMES) {
    registerApplication({
      name: area,
      app: () => loadAreaLifecycles(area),
      activeWhen: (location) => areaForPath(location.pathname) === area,
      // single-spa-react reads domElementGetter from the props.
      customProps: { domElementGetter: () => getAreaContainer(area) },
    });
  }
}

/**
 * Registers the remotes with the federation runtime, the served route table with the
 * contract, and (the first time) starts single-spa. Both come inlined in the page; without
 * them, /remotes.json is fetched. If it cannot be read the main slot shows the unavailable
 * view; calling this again is its Retry.
 */
export async function connectRemotes(inlined?: ServedComposition): Promise<void> {
  if (started) return;
  const { setRegistryStatus } = useAreaStatusStore.getState();
  if (!inlined) setRegistryStatus('loading');
  try {
    const served = inlined ?? (await fetchRegistry());
    registry = served.registry;
    setServedRoutes(served.routes);
    registerRegistry(registry);
  } catch (error) {
    console.error('Could not load the remotes registry', error);
    setRegistryStatus('failed');
    return;
  }
  setRegistryStatus('ready');
  started = true;
  // Before any area mounts: areas may ask for each other's exposed modules (loadAreaModule).
  registerAreaModules();
  registerAreaApplications();
  start({ urlRerouteOnly: true });
}

/**
 * Retry for an unavailable area, without a page reload. If its code failed to
 * load, the registry is read again (a fixed or rolled-back release may have a
 * new entry) and the remote is registered anew, so the federation runtime drops
 * whatever it kept from the failed attempt. Then single-spa loads the area again.
 */
export async function retryArea(area: AreaName): Promise<void> {
  if (hasLoadFailure(area)) {
    try {
      ({ registry } = await fetchRegistry());
    } catch (error) {
      console.error('Could not reload the remotes registry; retrying with the known entry', error);
    }
    registerRegistry(registry, [area], true);
  }
  await reloadArea(area);
}
