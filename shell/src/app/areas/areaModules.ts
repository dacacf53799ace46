// The contract's loadAreaModule (mf-shared: one area showing a module another area exposes,
// e.g. the account area's claim control on the directory's detail pages) answered by the
// federation runtime: `<area>/<name>` from the area's registered remote. A remote that neither
// loads nor fails in time is a failure, so the consumer shows its "unavailable" state.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerAreaModuleLoader, type AreaName } from 'mf-shared';

const AREA_MODULE_TIMEOUT_MS = 15_000;

export function loadExposedModule(area: AreaName, name: string, timeoutMs = AREA_MODULE_TIMEOUT_MS): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`'${area}/${name}' did not load within ${timeoutMs} ms`)), timeoutMs);
    loadRemote<unknown>(`${area}/${name}`).then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Called once the remotes are registered with the federation runtime. */
export function registerAreaModules(): void {
  registerAreaModuleLoader((area, name) => loadExposedModule(area, name));
}
