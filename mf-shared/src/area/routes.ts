// An area's routes as its release records them (routes.json, written by the build from the
// server bundle's `routes`), and the route of the area that answers a path.
import { routeForPath, type RouteMeta } from 'mf-shared';
import type { AreaDefinition, AreaRoute } from './types';

/** The definition's routes with their metadata, in definition order. */
export function routeManifestOf(definition: AreaDefinition): RouteMeta[] {
  return Object.entries(definition.routes).map(([pattern, route]) => {
    const meta: RouteMeta = { pattern };
    if (route.noindex) meta.noindex = true;
    if (route.sitemap) meta.sitemap = route.sitemap;
    if (route.access) meta.access = route.access;
    if (route.query?.length) meta.query = [...new Set(route.query)].sort();
    if (route.sameForEveryone) meta.sameForEveryone = true;
    return meta;
  });
}

/** The area's route for `pathname` (the most literal pattern wins), with its decoded parameters. */
export function matchRoute(
  definition: AreaDefinition,
  pathname: string,
): { pattern: string; route: AreaRoute; params: Record<string, string> } | null {
  const match = routeForPath(
    Object.keys(definition.routes).map((pattern) => ({ pattern })),
    pathname,
  );
  if (!match) return null;
  return { pattern: match.route.pattern, route: definition.routes[match.route.pattern]!, params: match.params };
}
