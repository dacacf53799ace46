// The route table of what is served: every area's current release's routes (routes.json),
// composed. The server picks the area of a page with it, the browser gets it in the boot
// payload and /remotes.json, and robots.txt and sitemap.xml come from its metadata. A release
// or rollback of one area changes it at once (the state file is re-read when it changes).
import { LRUCache } from 'lru-cache';
import { routeForPath, type RouteMeta, type RouteOwnership } from 'mf-shared/protocol';
import { REMOTE_AREAS, type DeployPaths, type RemoteArea } from '../paths';
import { readReleaseRoutes } from '../releases/routes';
import { releaseDirOf } from '../releases/store';
import { packageForTarget, type ReleaseState } from './releaseState';

export interface ServedRoute extends RouteMeta {
  area: RemoteArea;
}

/** The table of `state`: each area's current release's routes, in area order. */
export async function composeRouteTable(
  paths: DeployPaths,
  state: ReleaseState,
  readRoutes: (dir: string, area: RemoteArea) => Promise<RouteMeta[]> = readReleaseRoutes,
): Promise<ServedRoute[]> {
  const table: ServedRoute[] = [];
  for (const area of REMOTE_AREAS) {
    const version = state.targets[area]?.current;
    if (!version) continue;
    const routes = await readRoutes(releaseDirOf(paths.releasesDir, packageForTarget(area), version), area);
    table.push(...routes.map((route) => ({ ...route, area })));
  }
  return table;
}

/** What the browser needs of the table: who owns which pattern. */
export function ownershipOf(table: readonly ServedRoute[]): RouteOwnership[] {
  return table.map(({ area, pattern }) => ({ area, pattern }));
}

/** The route that owns `pathname`, with its parameters, or null: no served area answers it. */
export function servedRouteFor(table: readonly ServedRoute[], pathname: string) {
  let matches = matchesByTable.get(table);
  if (!matches) {
    matches = new LRUCache({ max: MATCHES_KEPT_PER_TABLE });
    matchesByTable.set(table, matches);
  }
  const kept = matches.get(pathname);
  if (kept) return kept.match;
  const match = routeForPath(table, pathname);
  matches.set(pathname, { match });
  return match;
}

/** Paths whose match is kept per table (the paths are the visitors', so the count is bounded). */
const MATCHES_KEPT_PER_TABLE = 2_000;
// Matching a path against every pattern was 3% of a cached page's CPU; a table is immutable
// (a release makes a new one), so its matches are kept with it.
const matchesByTable = new WeakMap<readonly ServedRoute[], LRUCache<string, { match: ReturnType<typeof routeForPath<ServedRoute>> }>>();

/** The table per release state, with each immutable version's routes read once. */
export class RouteTableCache {
  private readonly byVersion = new Map<string, Promise<RouteMeta[]>>();
  private last: { state: ReleaseState; table: Promise<ServedRoute[]> } | null = null;

  constructor(private readonly paths: DeployPaths) {}

  get(state: ReleaseState): Promise<ServedRoute[]> {
    if (this.last?.state === state) return this.last.table;
    const table = composeRouteTable(this.paths, state, (dir, area) => {
      let routes = this.byVersion.get(dir);
      if (!routes) {
        routes = readReleaseRoutes(dir, area);
        this.byVersion.set(dir, routes);
        routes.catch(() => this.byVersion.delete(dir));
      }
      return routes;
    });
    this.last = { state, table };
    table.catch(() => {
      if (this.last?.table === table) this.last = null;
    });
    return table;
  }
}
