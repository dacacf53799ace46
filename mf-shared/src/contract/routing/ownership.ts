// Who owns a path, as a pure function of the route table of what is served. Each area's
// release records its own route patterns (routes.json); the server composes the table from
// the areas' current releases and the browser gets it in the boot payload, so a new page
// ships with its area alone (docs/architecture.md "Routes"). The contract keeps only the
// rules: how a pattern matches, which of two matching patterns wins, and what is a conflict.

import type { AreaName } from './areas';

/** A pattern and the area whose release claims it. ':name' matches exactly one non-empty segment. */
export interface RouteOwnership {
  area: AreaName;
  pattern: string;
}

/** Two areas claiming the same paths at the same precedence: the release is refused. */
export interface RouteConflict {
  pattern: string;
  owner: AreaName;
  ownerPattern: string;
}

const PARAM = /^:[A-Za-z][A-Za-z0-9]*$/;

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

const isParam = (segment: string) => segment.startsWith(':');

/** Why `pattern` is not a route pattern, or null when it is one. */
export function patternProblem(pattern: string): string | null {
  if (typeof pattern !== 'string' || !pattern.startsWith('/')) return `'${String(pattern)}' does not start with '/'`;
  if (pattern.length > 1 && pattern.endsWith('/')) return `'${pattern}' ends with '/'`;
  if (pattern.includes('//')) return `'${pattern}' has an empty segment`;
  for (const segment of splitPath(pattern)) {
    if (isParam(segment) ? !PARAM.test(segment) : !/^[A-Za-z0-9._~-]+$/.test(segment)) {
      return `'${pattern}' has an invalid segment '${segment}'`;
    }
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The decoded parameters when `pathname` (trailing slash tolerated) matches `pattern`, else null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  if (!pathname.startsWith('/') || pathname.includes('//')) return null;
  const segments = splitPath(pathname);
  const parts = splitPath(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (isParam(part)) params[part.slice(1)] = safeDecode(segments[i]!);
    else if (part !== segments[i]) return null;
  }
  return params;
}

/**
 * Negative when `a` outranks `b`: at the first segment where one has a literal and the other a
 * parameter, the literal wins ('/organizations/add' over '/organizations/:slug'). Zero when
 * neither outranks the other (the same shape).
 */
export function comparePrecedence(a: string, b: string): number {
  const left = splitPath(a);
  const right = splitPath(b);
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const leftParam = isParam(left[i]!);
    if (leftParam !== isParam(right[i]!)) return leftParam ? 1 : -1;
  }
  return 0;
}

/** The route of `routes` that owns `pathname` (the highest precedence among those matching), or null. */
export function routeForPath<T extends { pattern: string }>(
  routes: readonly T[],
  pathname: string,
): { route: T; params: Record<string, string> } | null {
  let best: { route: T; params: Record<string, string> } | null = null;
  for (const route of routes) {
    const params = matchPattern(route.pattern, pathname);
    if (params && (!best || comparePrecedence(route.pattern, best.route.pattern) < 0)) best = { route, params };
  }
  return best;
}

/** The area of `routes` that owns `pathname`, or null (no area: not found). */
export function ownerOfPath(routes: readonly RouteOwnership[], pathname: string): AreaName | null {
  return routeForPath(routes, pathname)?.route.area ?? null;
}

/** The pattern with its parameter names dropped: two patterns match the same paths at the same precedence iff these are equal. */
const shapeOf = (pattern: string) =>
  splitPath(pattern)
    .map((segment) => (isParam(segment) ? ':' : segment))
    .join('/');

/**
 * The patterns `area` claims that another area of `served` owns at the same precedence (the
 * same literals and parameters in the same places). A pattern that outranks or is outranked
 * by another area's is fine: the more literal one wins where both match.
 */
export function findRouteConflicts(served: readonly RouteOwnership[], area: AreaName, patterns: readonly string[]): RouteConflict[] {
  const conflicts: RouteConflict[] = [];
  for (const pattern of patterns) {
    const shape = shapeOf(pattern);
    for (const other of served) {
      if (other.area !== area && shapeOf(other.pattern) === shape)
        conflicts.push({ pattern, owner: other.area, ownerPattern: other.pattern });
    }
  }
  return conflicts;
}

/** Patterns of one area that match the same paths at the same precedence ('/a/:x' and '/a/:y'). */
export function findDuplicatePatterns(patterns: readonly string[]): string[][] {
  const byShape = new Map<string, string[]>();
  for (const pattern of patterns) byShape.set(shapeOf(pattern), [...(byShape.get(shapeOf(pattern)) ?? []), pattern]);
  return [...byShape.values()].filter((group) => group.length > 1);
}
