// The areas, named once (area-names.json): the contract's types, the shell's single-spa
// applications, deploy's released packages (mf-<name>), the lint boundaries and the bundle
// check all read that file. Which area owns which path is no longer listed here: each area's
// release records its routes and the served table decides (./ownership.ts, ./servedRoutes.ts).
import AREA_DESCRIPTIONS from '../area-names.json';
import { matchPattern } from './ownership';

export type AreaName = keyof typeof AREA_DESCRIPTIONS;

/** Every area, in the order of area-names.json. */
export const AREA_NAMES = Object.freeze(Object.keys(AREA_DESCRIPTIONS) as AreaName[]);

export function isAreaName(name: unknown): name is AreaName {
  return typeof name === 'string' && (AREA_NAMES as readonly string[]).includes(name);
}

/**
 * @deprecated since 1.3.0, removed in 2.0.0: the routing table as of 1.2.0. Kept only for
 * remotes built against a 1.2 scaffold, which call matchAreaRoute through this singleton.
 * Routes now come from each area's release (docs/architecture.md "Routes").
 */
export const AREA_ROUTES: Readonly<Record<AreaName, readonly string[]>> = {
  directory: ['/organizations', '/organizations/:slug', '/projects', '/projects/:slug', '/supply-chain', '/funding', '/compare'],
  content: [
    '/',
    '/articles',
    '/articles/:slug',
    '/article',
    '/article/:slug',
    '/updates',
    '/jobs',
    '/about',
    '/terms-of-use',
    '/privacy-policy',
  ],
  account: [
    '/sign-in',
    '/create-account',
    '/reset-password',
    '/profile',
    '/organizations/add',
    '/organizations/:slug/edit',
    '/projects/add',
    '/projects/:slug/edit',
    '/affiliate',
    '/review',
    '/review/history',
  ],
};

/**
 * @deprecated since 1.3.0, removed in 2.0.0 (see AREA_ROUTES): a 1.2 scaffold matches its
 * routes with this. New code matches its own patterns with routeForPath.
 */
export function matchAreaRoute(area: AreaName, pathname: string): { pattern: string; params: Record<string, string> } | null {
  for (const pattern of AREA_ROUTES[area] ?? []) {
    const params = matchPattern(pattern, pathname);
    if (params) return { pattern, params };
  }
  return null;
}
