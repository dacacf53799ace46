// Run-time composition (docs/architecture.md "Registry"): the shell learns where
// each area's build lives from /remotes.json, never from its own bundle, so an
// area can be released or rolled back without rebuilding the shell.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  AREA_NAMES,
  isAreaName,
  patternProblem,
  type AreaName,
  type RegistryEntry,
  type RemoteRegistry,
  type RouteOwnership,
} from 'mf-shared';

export type { RemoteRegistry, RouteOwnership };

/** What /remotes.json (and the page's BootPayload) tells the shell: where each area lives, and who owns which path. */
export interface ServedComposition {
  registry: RemoteRegistry;
  routes: RouteOwnership[];
}

/** The registry as a file: the server also inlines it into every page (BootPayload.registry). */
const REGISTRY_URL = '/remotes.json';

function isRegistryEntry(value: unknown): value is RegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { entry, version } = value as Record<string, unknown>;
  return typeof entry === 'string' && entry.length > 0 && typeof version === 'string';
}

/** Keeps the known areas with a well-formed entry; anything else in the file is ignored. */
export function parseRegistry(json: unknown): RemoteRegistry {
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) {
    throw new Error(`${REGISTRY_URL} has no "remotes" object`);
  }
  const registry: RemoteRegistry = {};
  for (const area of AREA_NAMES) {
    const entry = (remotes as Record<string, unknown>)[area];
    if (isRegistryEntry(entry)) registry[area] = { entry: entry.entry, version: entry.version };
  }
  return registry;
}

/** Keeps the well-formed routes of known areas (the server composed them from the areas' releases). */
export function parseRoutes(json: unknown): RouteOwnership[] {
  const routes = (json as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) throw new Error(`${REGISTRY_URL} has no "routes" list`);
  return routes.filter(
    (route): route is RouteOwnership =>
      typeof route === 'object' && route !== null && isAreaName(route.area) && patternProblem(route.pattern) === null,
  );
}

/** GET /remotes.json, bypassing the HTTP cache: a release must be seen on the next visit. */
export async function fetchRegistry(): Promise<ServedComposition> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
  const json: unknown = await response.json();
  return { registry: parseRegistry(json), routes: parseRoutes(json) };
}

/**
 * Tells the federation runtime where each area lives. `force` replaces a remote
 * registered before (used when retrying an area that failed to load, so the
 * runtime forgets the failed attempt and may pick up a newly released version).
 */
export function registerRegistry(registry: RemoteRegistry, areas: readonly AreaName[] = AREA_NAMES, force = false): void {
  const remotes = areas.flatMap((name) => {
    const remote = registry[name];
    return remote ? [{ name, entry: remote.entry }] : [];
  });
  if (remotes.length > 0) registerRemotes(remotes, { force });
}
