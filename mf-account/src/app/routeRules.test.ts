import { QueryClient } from '@tanstack/react-query';
import { SIGNED_OUT, type SessionData } from 'mf-shared';
import type { RouteContext } from 'mf-shared/area';
import { setCompletingSignIn } from '../features/auth/utils/sessionTransitions';
import { accountArea } from './definition';

const context = (session: Partial<SessionData>, params: Record<string, string> = {}, search = ''): RouteContext => ({
  params,
  search: new URLSearchParams(search),
  queryClient: new QueryClient(),
  origin: 'https://fusion.example',
  session: { ...SIGNED_OUT, ...session },
});

const redirectOf = (pattern: string, ctx: RouteContext) => accountArea.routes[pattern]!.redirect?.(ctx) ?? null;

describe('protected routes (docs/product/account.md §2)', () => {
  it.each([
    ['/profile', {}, '', '/profile'],
    ['/organizations/add', {}, '', '/organizations/add'],
    ['/organizations/:slug/edit', { slug: 'cfs' }, '', '/organizations/cfs/edit'],
    ['/projects/add', {}, 'organization=cfs', '/projects/add?organization=cfs'],
    ['/projects/:slug/edit', { slug: 'a b/c' }, '', '/projects/a%20b%2Fc/edit'],
    ['/review', {}, '', '/review'],
    ['/admin', {}, '', '/admin'],
    ['/admin/history', {}, 'actor=ada', '/admin/history?actor=ada'],
    ['/admin/import', {}, '', '/admin/import'],
    ['/admin/newsletter', {}, '', '/admin/newsletter'],
    ['/admin/background-jobs', {}, '', '/admin/background-jobs'],
    ['/admin/:entity', { entity: 'fx-rates' }, 'sort=-name&deleted=include', '/admin/fx-rates?sort=-name&deleted=include'],
    ['/admin/:entity/new', { entity: 'projects' }, '', '/admin/projects/new'],
    ['/admin/:entity/:id', { entity: 'fx-rates', id: 'EUR-2026-01' }, '', '/admin/fx-rates/EUR-2026-01'],
  ])('%s sends a signed-out visitor to /sign-in keeping where they were going', (pattern, params, search, next) => {
    expect(redirectOf(pattern, context({}, params, search))).toBe(`/sign-in?${new URLSearchParams({ next })}`);
    expect(redirectOf(pattern, context({ is_authenticated: true }, params, search))).toBeNull();
  });

  it('/affiliate and /reset-password are open to everyone', () => {
    expect(redirectOf('/affiliate', context({}))).toBeNull();
    expect(redirectOf('/reset-password', context({}))).toBeNull();
    expect(redirectOf('/reset-password', context({ is_authenticated: true }))).toBeNull();
  });
});

describe('/sign-in and /create-account', () => {
  it.each(['/sign-in', '/create-account'])('%s sends a signed-in user to /profile, not a signed-out one', (pattern) => {
    expect(redirectOf(pattern, context({ is_authenticated: true }))).toBe('/profile');
    expect(redirectOf(pattern, context({}))).toBeNull();
  });

  it('wait while a sign-in finishes (the form decides where to go)', () => {
    setCompletingSignIn(true);
    try {
      expect(redirectOf('/sign-in', context({ is_authenticated: true }))).toBeNull();
    } finally {
      setCompletingSignIn(false);
    }
  });
});

it('every account page is noindex, with its title', () => {
  const titles = Object.fromEntries(Object.entries(accountArea.routes).map(([pattern, route]) => [pattern, route.head?.(context({}))]));
  expect(titles).toEqual({
    '/sign-in': { title: 'Sign in', noindex: true },
    '/create-account': { title: 'Create an account', noindex: true },
    '/reset-password': { title: 'Reset password', noindex: true },
    '/profile': { title: 'Profile', noindex: true },
    '/organizations/add': { title: 'Add organization', noindex: true },
    '/organizations/:slug/edit': { title: 'Edit organization', noindex: true },
    '/projects/add': { title: 'Add project', noindex: true },
    '/projects/:slug/edit': { title: 'Edit project', noindex: true },
    '/affiliate': { title: 'Affiliate membership', noindex: true },
    '/review': { title: 'Review queue', noindex: true },
    '/review/history': { title: 'History', noindex: true },
    '/admin': { title: 'Admin', noindex: true },
    '/admin/history': { title: 'History', noindex: true },
    '/admin/import': { title: 'Import CSV', noindex: true },
    '/admin/newsletter': { title: 'Newsletter', noindex: true },
    '/admin/background-jobs': { title: 'Background jobs', noindex: true },
    '/admin/:entity': { title: 'Admin', noindex: true },
    '/admin/:entity/new': { title: 'Admin', noindex: true },
    '/admin/:entity/:id': { title: 'Admin', noindex: true },
  });
});
