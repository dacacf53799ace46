// An area release's routes (routes.json, written by its build from its definition: pattern,
// noindex, sitemap, access, query, sameForEveryone), read and checked. The served route table is composed from them
// (src/state/routeTable.ts).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { findDuplicatePatterns, patternProblem, ROUTES_FILE, type AreaRoutesFile, type RouteMeta } from 'mf-shared/protocol';
import type { RemoteArea } from '../paths';
import { loadServerBundle, type AreaServerBundle } from './build';

const SITEMAP_VALUES = new Set(['self', 'api']);
const ACCESS_VALUES = new Set(['signed-in', 'staff']);
/** A query parameter's name a route may declare (and how many): the page cache keys on them. */
const QUERY_NAME = /^[A-Za-z0-9_.-]{1,40}$/;
const MAX_QUERY_NAMES = 20;

/** The routes of `json` (a routes.json of `area`), or throws naming the first problem. */
function parseRoutesFile(json: unknown, area: RemoteArea, where: string): RouteMeta[] {
  const file = json as Partial<AreaRoutesFile> | null;
  if (file?.name !== area) throw new Error(`${where}: ${ROUTES_FILE} names '${String(file?.name)}', not '${area}'.`);
  if (!Array.isArray(file.routes) || file.routes.length === 0) throw new Error(`${where}: ${ROUTES_FILE} lists no routes.`);
  const routes: RouteMeta[] = [];
  for (const route of file.routes as unknown[]) {
    const { pattern, noindex, sitemap, access, query, sameForEveryone } = (route ?? {}) as Record<string, unknown>;
    const problem = patternProblem(pattern as string);
    if (problem) throw new Error(`${where}: ${ROUTES_FILE}: ${problem}.`);
    const name = pattern as string;
    if (noindex !== undefined && typeof noindex !== 'boolean')
      throw new Error(`${where}: ${ROUTES_FILE}: ${name}: noindex must be true or false.`);
    if (sitemap !== undefined && !SITEMAP_VALUES.has(sitemap as string)) {
      throw new Error(`${where}: ${ROUTES_FILE}: ${name}: sitemap must be 'self' or 'api'.`);
    }
    if (sitemap === 'self' && name.includes(':')) {
      throw new Error(`${where}: ${ROUTES_FILE}: ${name} has parameters: its sitemap entries come from the API ('api'), not 'self'.`);
    }
    if (access !== undefined && !ACCESS_VALUES.has(access as string)) {
      throw new Error(`${where}: ${ROUTES_FILE}: ${name}: access must be 'signed-in' or 'staff'.`);
    }
    if (
      query !== undefined &&
      !(Array.isArray(query) && query.length <= MAX_QUERY_NAMES && query.every((q) => typeof q === 'string' && QUERY_NAME.test(q)))
    ) {
      throw new Error(`${where}: ${ROUTES_FILE}: ${name}: query must list up to ${MAX_QUERY_NAMES} parameter names.`);
    }
    if (sameForEveryone !== undefined && typeof sameForEveryone !== 'boolean') {
      throw new Error(`${where}: ${ROUTES_FILE}: ${name}: sameForEveryone must be true or false.`);
    }
    if (sameForEveryone && access) {
      throw new Error(`${where}: ${ROUTES_FILE}: ${name}: a page for signed-in visitors only cannot be the same for everyone.`);
    }
    routes.push({
      pattern: name,
      ...(noindex ? { noindex: true } : {}),
      ...(sitemap ? { sitemap: sitemap as RouteMeta['sitemap'] } : {}),
      ...(access ? { access: access as RouteMeta['access'] } : {}),
      ...(Array.isArray(query) && query.length ? { query: [...new Set(query as string[])].sort() } : {}),
      ...(sameForEveryone ? { sameForEveryone: true } : {}),
    });
  }
  const duplicates = findDuplicatePatterns(routes.map((route) => route.pattern));
  if (duplicates.length) {
    throw new Error(
      `${where}: ${ROUTES_FILE} lists patterns that match the same paths: ${duplicates.map((group) => group.join(' and ')).join('; ')}.`,
    );
  }
  return routes;
}

/**
 * The routes of the area build at `dir`. A release made before builds wrote routes.json
 * (contract < 1.3) answers its server bundle's patterns, without metadata (not in the sitemap).
 */
export async function readReleaseRoutes(dir: string, area: RemoteArea): Promise<RouteMeta[]> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, ROUTES_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const legacy = loadServerBundle<Partial<AreaServerBundle>>(dir).routePatterns ?? [];
    return parseRoutesFile({ name: area, routes: legacy.map((pattern) => ({ pattern })) }, area, dir);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${dir}: ${ROUTES_FILE} is not valid JSON.`);
  }
  return parseRoutesFile(json, area, dir);
}
