import { renderHook } from '@testing-library/react';
import { createQueryClient } from 'mf-shared';
import { NAV_LINKS, SITE_NAME } from './config';
import { formatPageTitle, usePageTitle } from './title';

describe('page title', () => {
  it("reads '{title} | {site name}', or just the site name", () => {
    expect(formatPageTitle('Jobs')).toBe('Jobs | Fusion Energy Directory');
    expect(formatPageTitle()).toBe(SITE_NAME);
    expect(formatPageTitle('  ')).toBe(SITE_NAME);
  });

  it('usePageTitle sets document.title', () => {
    const { rerender } = renderHook<void, { title?: string }>(({ title }) => usePageTitle(title), { initialProps: { title: 'Articles' } });
    expect(document.title).toBe('Articles | Fusion Energy Directory');
    rerender({ title: undefined });
    expect(document.title).toBe('Fusion Energy Directory');
  });
});

describe('site constants', () => {
  it('lists the navigation in spec order, with /funding after /projects', () => {
    // docs/product/shell.md §2 lists / /articles /supply-chain /organizations /projects /jobs /about /terms-of-use;
    // /funding (issue 10) is not in the spec's list. It sits with the directory's other data pages
    // (organizations, projects) and before jobs; the spec's own entries keep their order.
    expect(NAV_LINKS.map((link) => link.to)).toEqual([
      '/',
      '/articles',
      '/supply-chain',
      '/organizations',
      '/projects',
      '/funding',
      '/jobs',
      '/about',
      '/terms-of-use',
    ]);
  });
});

describe('createQueryClient', () => {
  it('leaves retries to the HTTP client and caches for a minute', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({ retry: false, staleTime: 60_000, refetchOnWindowFocus: false });
  });
});
