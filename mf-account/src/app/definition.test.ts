import { SIGNED_OUT } from 'mf-shared';
import { isRouteRedirect, routeManifestOf, type RouteContext } from 'mf-shared/area';
import { accountArea } from './definition';

const SIGNED_OUT_CONTEXT = {
  params: { slug: 'x' },
  pathname: '/review/history',
  search: new URLSearchParams(),
  queryClient: null,
  origin: '',
  session: SIGNED_OUT,
} as unknown as RouteContext;

/** Where the route's loader sends this visitor, or null. */
async function redirectOf(pattern: string, context: RouteContext): Promise<string | null> {
  const module = await accountArea.routes[pattern]!.page.preload();
  try {
    await module.load?.(context);
    return null;
  } catch (error) {
    if (isRouteRedirect(error)) return error.to;
    throw error;
  }
}

it('records its routes (routes.json): never indexed, none in the sitemap', () => {
  const routes = routeManifestOf(accountArea);
  expect(routes.map((route) => route.pattern)).toEqual([
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
    '/admin',
    '/admin/history',
    '/admin/import',
    '/admin/newsletter',
    '/admin/background-jobs',
    '/admin/:entity',
    '/admin/:entity/new',
    '/admin/:entity/:id',
  ]);
  expect(routes.every((route) => route.noindex && !route.sitemap)).toBe(true);
});

it('marks the signed-in and staff routes as protected (robots.txt disallows them; the scaffold sends a signed-out visitor to sign in)', () => {
  const protectedPatterns = Object.entries(accountArea.routes)
    .filter(([, route]) => route.access)
    .map(([pattern]) => pattern);
  expect(protectedPatterns).not.toContain('/sign-in');
  expect(protectedPatterns).not.toContain('/affiliate');
  expect(protectedPatterns).not.toContain('/review/history');
  for (const pattern of ['/organizations/add', '/organizations/:slug/edit', '/projects/add', '/projects/:slug/edit']) {
    expect([pattern, accountArea.routes[pattern]?.access]).toEqual([pattern, 'signed-in']);
  }
  expect(accountArea.routes['/review']?.access).toBe('staff');
  for (const pattern of [
    '/admin',
    '/admin/history',
    '/admin/import',
    '/admin/newsletter',
    '/admin/background-jobs',
    '/admin/:entity',
    '/admin/:entity/new',
    '/admin/:entity/:id',
  ]) {
    expect([pattern, accountArea.routes[pattern]?.access]).toEqual([pattern, 'staff']);
  }
  expect(accountArea.routes['/profile']?.access).toBe('signed-in');
});

it('sends /review/history to /admin/history, whoever asks, carrying its filters over', async () => {
  const search = new URLSearchParams('entity_type=organization&entity_slug=helion&user=ada%40example.com&from=2026-01-01&action=x');
  expect(await redirectOf('/review/history', { ...SIGNED_OUT_CONTEXT, search })).toBe(
    '/admin/history?entity_type=organization&entity_id=helion&actor=ada%40example.com&from=2026-01-01',
  );
  expect(await redirectOf('/review/history', SIGNED_OUT_CONTEXT)).toBe('/admin/history');
});

it('sends a signed-in user from /sign-in and /create-account to /profile, and lets a signed-out visitor in', async () => {
  const signedIn = { ...SIGNED_OUT_CONTEXT, session: { ...SIGNED_OUT, is_authenticated: true } };
  for (const pattern of ['/sign-in', '/create-account']) {
    expect([pattern, await redirectOf(pattern, signedIn)]).toEqual([pattern, '/profile']);
    expect([pattern, await redirectOf(pattern, SIGNED_OUT_CONTEXT)]).toEqual([pattern, null]);
  }
});
