// Which area owns a path. The shell's single-spa activity rules and each area's
// catch-all both read this one table, so an area is never mounted on a path it
// would answer with 'not found' (and vice versa).

export type AreaName = 'directory' | 'content' | 'account';

/** Path patterns per area; ':slug' matches exactly one non-empty segment. */
export const AREA_ROUTES: Readonly<Record<AreaName, readonly string[]>> = {
  // 1.1.0 added '/funding' and '/compare' (the directory's funding overview and side-by-side comparison).
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
    // 1.1.0 added the staff review queue and its history (issue 13).
    '/review',
    '/review/history',
  ],
};

// Account first: '/organizations/add' would otherwise match directory's '/organizations/:slug'.
const LOOKUP_ORDER: readonly AreaName[] = ['account', 'directory', 'content'];

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchesPattern(pattern: string, segments: string[]): boolean {
  const patternSegments = splitPath(pattern);
  if (patternSegments.length !== segments.length) return false;
  return patternSegments.every((part, i) => (part === ':slug' ? true : part === segments[i]));
}

/** The pattern of `area`'s routing table that `pathname` matches, with its `:slug`, or null. */
export function matchAreaRoute(area: AreaName, pathname: string): { pattern: string; params: Record<string, string> } | null {
  if (!pathname.startsWith('/') || pathname.includes('//')) return null;
  const segments = splitPath(pathname);
  for (const pattern of AREA_ROUTES[area]) {
    if (!matchesPattern(pattern, segments)) continue;
    const params: Record<string, string> = {};
    splitPath(pattern).forEach((part, i) => {
      if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segments[i] ?? '');
    });
    return { pattern, params };
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

/** The area that owns `pathname` (trailing slash tolerated), or null: the shell shows not-found. */
export function areaForPath(pathname: string): AreaName | null {
  if (!pathname.startsWith('/') || pathname.includes('//')) return null;
  const segments = splitPath(pathname);
  for (const area of LOOKUP_ORDER) {
    if (AREA_ROUTES[area].some((pattern) => matchesPattern(pattern, segments))) return area;
  }
  return null;
}
