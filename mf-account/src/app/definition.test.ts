import { SIGNED_OUT } from 'mf-shared';
import { routeManifestOf, type RouteContext } from 'mf-shared/area';
import { accountArea } from './definition';

const SIGNED_OUT_CONTEXT = {
  params: { slug: 'x' },
  search: new URLSearchParams(),
  queryClient: null,
  origin: '',
  session: SIGNED_OUT,
} as unknown as RouteContext;

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

it('marks exactly the routes that send a signed-out visitor to sign in as protected (robots.txt disallows them)', () => {
  for (const [pattern, route] of Object.entries(accountArea.routes)) {
    const sendsToSignIn = route.redirect?.(SIGNED_OUT_CONTEXT)?.startsWith('/sign-in') ?? false;
    expect([pattern, Boolean(route.access)]).toEqual([pattern, sendsToSignIn]);
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

it('sends /review/history to /admin/history, whoever asks, carrying its filters over', () => {
  const redirect = accountArea.routes['/review/history']?.redirect;
  const search = new URLSearchParams('entity_type=organization&entity_slug=helion&user=ada%40example.com&from=2026-01-01&action=x');
  expect(redirect?.({ ...SIGNED_OUT_CONTEXT, search })).toBe(
    '/admin/history?entity_type=organization&entity_id=helion&actor=ada%40example.com&from=2026-01-01',
  );
  expect(redirect?.(SIGNED_OUT_CONTEXT)).toBe('/admin/history');
});
