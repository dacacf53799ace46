// The route table of what is served, in the browser: the shell registers it from the boot
// payload (or /remotes.json) before any area mounts, so the shell's single-spa activity rules
// and the areas agree on who owns a path. The server composes the same table from the areas'
// current releases (deploy/src/state/routeTable.ts).
import type { AreaName } from './areas';
import { ownerOfPath, type RouteOwnership } from './ownership';

let served: readonly RouteOwnership[] | null = null;

/** The shell's, once per table it receives (page load, registry refresh). */
export function setServedRoutes(routes: readonly RouteOwnership[]): void {
  served = routes;
}

/** The registered table, or null where none is (a server render, an area's standalone page). */
export function getServedRoutes(): readonly RouteOwnership[] | null {
  return served;
}

/** The area that owns `pathname` in the served table (trailing slash tolerated), or null: not found. */
export function areaForPath(pathname: string): AreaName | null {
  return served ? ownerOfPath(served, pathname) : null;
}
