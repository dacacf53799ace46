import { AREA_ROUTES, areaForPath, matchAreaRoute } from './areas';

describe('areaForPath', () => {
  it.each([
    ['/organizations', 'directory'],
    ['/organizations/helion-energy', 'directory'],
    ['/projects', 'directory'],
    ['/projects/iter', 'directory'],
    ['/supply-chain', 'directory'],
    ['/funding', 'directory'],
    ['/compare', 'directory'],
    ['/', 'content'],
    ['/articles', 'content'],
    ['/articles/fusion-2025', 'content'],
    ['/article', 'content'],
    ['/article/fusion-2025', 'content'],
    ['/updates', 'content'],
    ['/jobs', 'content'],
    ['/about', 'content'],
    ['/terms-of-use', 'content'],
    ['/privacy-policy', 'content'],
    ['/sign-in', 'account'],
    ['/create-account', 'account'],
    ['/reset-password', 'account'],
    ['/profile', 'account'],
    ['/organizations/add', 'account'],
    ['/organizations/helion-energy/edit', 'account'],
    ['/projects/add', 'account'],
    ['/projects/iter/edit', 'account'],
    ['/affiliate', 'account'],
    ['/review', 'account'],
    ['/review/history', 'account'],
  ])('%s → %s', (path, area) => {
    expect(areaForPath(path)).toBe(area);
  });

  it('tolerates a trailing slash', () => {
    expect(areaForPath('/organizations/')).toBe('directory');
    expect(areaForPath('/organizations/add/')).toBe('account');
    expect(areaForPath('/articles/x/')).toBe('content');
  });

  it.each([
    '/not-found',
    '/nope',
    '/organizations/a/b',
    '/organizations/a/edit/more',
    '/supply-chain/magnets',
    '/funding/2024',
    '/compare/a',
    '/review/history/2',
    '/review/x',
    '/jobs/123',
    '/about/team',
    '/Organizations',
    '//organizations',
    'organizations',
    '',
  ])('%s → null', (path) => {
    expect(areaForPath(path)).toBeNull();
  });

  it('every listed route resolves to its own area', () => {
    for (const [area, patterns] of Object.entries(AREA_ROUTES)) {
      for (const pattern of patterns) expect(areaForPath(pattern.replace(':slug', 'some-slug'))).toBe(area);
    }
  });
});

describe('matchAreaRoute', () => {
  it('returns the matching pattern with its decoded slug', () => {
    expect(matchAreaRoute('directory', '/organizations/caf%C3%A9')).toEqual({ pattern: '/organizations/:slug', params: { slug: 'café' } });
    expect(matchAreaRoute('account', '/organizations/x/edit')).toEqual({ pattern: '/organizations/:slug/edit', params: { slug: 'x' } });
    expect(matchAreaRoute('content', '/')).toEqual({ pattern: '/', params: {} });
  });

  it('is null for a path the area does not own', () => {
    expect(matchAreaRoute('content', '/organizations')).toBeNull();
    expect(matchAreaRoute('directory', '/organizations/a/b')).toBeNull();
  });
});
