import { AREA_NAMES, AREA_ROUTES, matchAreaRoute } from './areas';
import {
  comparePrecedence,
  findDuplicatePatterns,
  findRouteConflicts,
  matchPattern,
  ownerOfPath,
  patternProblem,
  routeForPath,
  type RouteOwnership,
} from './ownership';
import { areaForPath, setServedRoutes } from './servedRoutes';

// Today's areas' routes, as their releases record them.
const SERVED: RouteOwnership[] = [
  ...['/organizations', '/organizations/:slug', '/projects', '/projects/:slug', '/supply-chain'].map((pattern) => ({
    area: 'directory' as const,
    pattern,
  })),
  ...['/', '/articles', '/articles/:slug', '/jobs'].map((pattern) => ({ area: 'content' as const, pattern })),
  ...['/sign-in', '/organizations/add', '/organizations/:slug/edit', '/projects/add', '/review', '/review/history'].map((pattern) => ({
    area: 'account' as const,
    pattern,
  })),
];

describe('matchPattern', () => {
  it('matches literals and one non-empty segment per parameter, decoding it', () => {
    expect(matchPattern('/organizations/:slug', '/organizations/caf%C3%A9')).toEqual({ slug: 'café' });
    expect(matchPattern('/organizations/:slug/edit', '/organizations/x/edit/')).toEqual({ slug: 'x' });
    expect(matchPattern('/', '/')).toEqual({});
  });

  it.each([
    ['/organizations/:slug', '/organizations'],
    ['/organizations/:slug', '/organizations/a/b'],
    ['/organizations', '/Organizations'],
    ['/organizations', '//organizations'],
    ['/organizations', 'organizations'],
    ['/', ''],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPattern(pattern, path)).toBeNull();
  });
});

describe('precedence', () => {
  it('a literal beats a parameter in the same place', () => {
    expect(comparePrecedence('/organizations/add', '/organizations/:slug')).toBeLessThan(0);
    expect(comparePrecedence('/organizations/:slug', '/organizations/add')).toBeGreaterThan(0);
    // The first place that differs decides.
    expect(comparePrecedence('/a/:x/c', '/:y/b/c')).toBeLessThan(0);
    expect(comparePrecedence('/a/:x', '/a/:y')).toBe(0);
  });

  it.each([
    ['/organizations', 'directory'],
    ['/organizations/helion-energy', 'directory'],
    ['/organizations/add', 'account'],
    ['/organizations/add/', 'account'],
    ['/organizations/helion-energy/edit', 'account'],
    ['/projects/add', 'account'],
    ['/projects/iter', 'directory'],
    ['/', 'content'],
    ['/articles/x', 'content'],
    ['/review/history', 'account'],
  ])('%s → %s, whatever the order of the table', (path, area) => {
    expect(ownerOfPath(SERVED, path)).toBe(area);
    expect(ownerOfPath([...SERVED].reverse(), path)).toBe(area);
  });

  it.each(['/nope', '/organizations/a/b', '/review/x', '/jobs/1', ''])('%s → nobody', (path) => {
    expect(ownerOfPath(SERVED, path)).toBeNull();
  });

  it('routeForPath returns the winning route with its parameters', () => {
    expect(routeForPath(SERVED, '/organizations/x/edit')).toEqual({
      route: { area: 'account', pattern: '/organizations/:slug/edit' },
      params: { slug: 'x' },
    });
  });
});

describe('findRouteConflicts', () => {
  it('accepts a pattern that outranks, or is outranked by, another area’s', () => {
    expect(findRouteConflicts(SERVED, 'account', ['/projects/:slug/edit', '/organizations/add'])).toEqual([]);
    expect(findRouteConflicts(SERVED, 'content', ['/:page'])).toEqual([]);
    expect(findRouteConflicts(SERVED, 'content', ['/e2e-new-page'])).toEqual([]);
  });

  it('names the pattern and the area that owns it at the same precedence', () => {
    expect(findRouteConflicts(SERVED, 'content', ['/about', '/organizations/:id', '/review'])).toEqual([
      { pattern: '/organizations/:id', owner: 'directory', ownerPattern: '/organizations/:slug' },
      { pattern: '/review', owner: 'account', ownerPattern: '/review' },
    ]);
  });

  it('ignores the area’s own served routes (its new release replaces them)', () => {
    expect(findRouteConflicts(SERVED, 'directory', ['/organizations', '/organizations/:id'])).toEqual([]);
  });

  it('finds duplicates inside one area', () => {
    expect(findDuplicatePatterns(['/a/:x', '/b', '/a/:y'])).toEqual([['/a/:x', '/a/:y']]);
    expect(findDuplicatePatterns(['/a/:x', '/a/b'])).toEqual([]);
  });
});

describe('patternProblem', () => {
  it('accepts patterns and names what is wrong with anything else', () => {
    expect(patternProblem('/')).toBeNull();
    expect(patternProblem('/organizations/:slug/edit')).toBeNull();
    expect(patternProblem('organizations')).toMatch(/does not start with/);
    expect(patternProblem('/a/')).toMatch(/ends with/);
    expect(patternProblem('/a//b')).toMatch(/empty segment/);
    expect(patternProblem('/a/:')).toMatch(/invalid segment ':'/);
    expect(patternProblem('/a b')).toMatch(/invalid segment/);
  });
});

describe('areaForPath (the served table)', () => {
  afterEach(() => setServedRoutes([]));

  it('answers from the table the shell registered', () => {
    setServedRoutes(SERVED);
    expect(areaForPath('/organizations/add')).toBe('account');
    expect(areaForPath('/e2e-new-page')).toBeNull();
    setServedRoutes([...SERVED, { area: 'content', pattern: '/e2e-new-page' }]);
    expect(areaForPath('/e2e-new-page')).toBe('content');
  });
});

describe('deprecated 1.2 table (remotes built against a 1.2 scaffold)', () => {
  it('still matches an area’s 1.2 patterns', () => {
    expect(matchAreaRoute('account', '/organizations/x/edit')).toEqual({ pattern: '/organizations/:slug/edit', params: { slug: 'x' } });
    expect(matchAreaRoute('content', '/organizations')).toBeNull();
    expect(Object.keys(AREA_ROUTES)).toEqual([...AREA_NAMES]);
  });
});
