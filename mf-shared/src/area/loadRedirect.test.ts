import { QueryClient } from '@tanstack/react-query';
import { loadRedirectOf, loadRedirectStatusOf, redirectAfterLoad } from './loadRedirect';

it('records the target a load asked for, on that render only', () => {
  const queryClient = new QueryClient();
  redirectAfterLoad(queryClient, null);
  expect(loadRedirectOf(queryClient)).toBeNull();
  redirectAfterLoad(queryClient, '/profile');
  expect(loadRedirectOf(queryClient)).toBe('/profile');
  expect(loadRedirectStatusOf(queryClient)).toBe(302);
  expect(loadRedirectOf(new QueryClient())).toBeNull();
});

it('keeps a permanent move as 301', () => {
  const queryClient = new QueryClient();
  redirectAfterLoad(queryClient, '/organizations/merged-into', 301);
  expect([loadRedirectOf(queryClient), loadRedirectStatusOf(queryClient)]).toEqual(['/organizations/merged-into', 301]);
});

it('only ever redirects within the site', () => {
  for (const target of ['//evil.example', '/\\evil.example', '/.//evil.example', 'https://evil.example', 'profile']) {
    const queryClient = new QueryClient();
    redirectAfterLoad(queryClient, target);
    expect(loadRedirectOf(queryClient)).toBeNull();
  }
});
