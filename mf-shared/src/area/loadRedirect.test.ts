import { QueryClient } from '@tanstack/react-query';
import { loadRedirectOf, redirectAfterLoad } from './loadRedirect';

it('records the target a load asked for, on that render only', () => {
  const queryClient = new QueryClient();
  redirectAfterLoad(queryClient, null);
  expect(loadRedirectOf(queryClient)).toBeNull();
  redirectAfterLoad(queryClient, '/profile');
  expect(loadRedirectOf(queryClient)).toBe('/profile');
  expect(loadRedirectOf(new QueryClient())).toBeNull();
});

it('only ever redirects within the site', () => {
  for (const target of ['//evil.example', '/\\evil.example', '/.//evil.example', 'https://evil.example', 'profile']) {
    const queryClient = new QueryClient();
    redirectAfterLoad(queryClient, target);
    expect(loadRedirectOf(queryClient)).toBeNull();
  }
});
