import { dehydrate, QueryClient } from '@tanstack/react-query';
import { loadedRedirect, redirectAfterLoad } from './loadedRedirect';

it("carries a page's post-load redirect through the render's dehydrated state", () => {
  const queryClient = new QueryClient();
  redirectAfterLoad(queryClient, null);
  expect(loadedRedirect(dehydrate(queryClient))).toBeNull();
  redirectAfterLoad(queryClient, '/profile');
  expect(loadedRedirect(dehydrate(queryClient))).toBe('/profile');
});

it('only ever redirects within the site', () => {
  for (const target of ['//evil.example', 'https://evil.example', 'profile']) {
    const queryClient = new QueryClient();
    redirectAfterLoad(queryClient, target);
    expect(loadedRedirect(dehydrate(queryClient))).toBeNull();
  }
  expect(loadedRedirect(null)).toBeNull();
});
