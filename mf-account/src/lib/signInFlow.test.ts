import { SIGNED_OUT, type SessionData } from 'mf-shared';
import { claimFromQuery, flowQuery, hasMarker, loginTarget, safeNextPath } from './signInFlow';

const session = (overrides: Partial<SessionData> = {}): SessionData => ({ ...SIGNED_OUT, is_authenticated: true, ...overrides });
const target = (query: string, deps: Partial<Parameters<typeof loginTarget>[1]> = {}) =>
  loginTarget(new URLSearchParams(query), { session: session(), requestEditAccess: jest.fn(async () => true), ...deps });

describe('safeNextPath: only same-site paths are honoured after sign-in', () => {
  it.each([
    ['/profile', '/profile'],
    ['/projects/add?organization=cfs', '/projects/add?organization=cfs'],
    ['/organizations/cfs/edit#tags', '/organizations/cfs/edit#tags'],
    ['/organizations/./cfs/../cfs/edit', '/organizations/cfs/edit'],
  ])('keeps %s', (next, expected) => expect(safeNextPath(next)).toBe(expected));

  it.each([
    null,
    '',
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    '/\t/evil.example',
    // Normalised into '//host' (security review L3), plain and percent-encoded
    '/.//evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    'profile',
    '/sign-in?next=/profile',
    '/create-account',
  ])('refuses %p', (next) => expect(safeNextPath(next)).toBeNull());
});

describe('the login redirect rules 1–5 (docs/product/account.md §4)', () => {
  it('1. the organization-add marker goes to /organizations/add (before everything else)', async () => {
    expect(await target('redirectNewOrg=true&redirectNewProj=true&org-slug=cfs')).toBe('/organizations/add');
  });

  it('2. the project-add marker goes to /projects/add', async () => {
    expect(await target('redirectNewProj=true&org-slug=cfs')).toBe('/projects/add');
    expect(await target('redirectNewOrg=false&redirectNewProj=1')).toBe('/projects/add');
  });

  it('3. an organization slug with approved access goes to its edit page without a request', async () => {
    const requestEditAccess = jest.fn(async () => true);
    const approved = session({ organization_memberships: [{ id: 1, slug: 'cfs', status: 'approved' }] });
    expect(await target('org-slug=cfs', { session: approved, requestEditAccess })).toBe('/organizations/cfs/edit');
    expect(requestEditAccess).not.toHaveBeenCalled();
  });

  it('3. otherwise it requests edit access and continues to /profile (also when the request fails)', async () => {
    const requestEditAccess = jest.fn(async () => false);
    const pending = session({ organization_memberships: [{ id: 1, slug: 'cfs', status: 'pending' }] });
    expect(await target('org-slug=cfs', { session: pending, requestEditAccess })).toBe('/profile');
    expect(requestEditAccess).toHaveBeenCalledWith('organizations', 'cfs');
  });

  it('4. a project slug: the same for the project', async () => {
    const requestEditAccess = jest.fn(async () => true);
    const approved = session({ project_memberships: [{ id: 2, slug: 'sparc', status: 'approved' }] });
    expect(await target('project-slug=sparc', { session: approved, requestEditAccess })).toBe('/projects/sparc/edit');
    expect(await target('project-slug=iter', { session: approved, requestEditAccess })).toBe('/profile');
    expect(requestEditAccess).toHaveBeenCalledWith('projects', 'iter');
    expect(requestEditAccess).toHaveBeenCalledTimes(1);
  });

  it('a same-site next comes before /profile; another site never', async () => {
    expect(await target('next=%2Fprojects%2Fadd')).toBe('/projects/add');
    expect(await target('next=https%3A%2F%2Fevil.example')).toBe('/profile');
    expect(await target('next=%2F.%2F%2Fevil.example')).toBe('/profile');
  });

  it('5. otherwise /profile', async () => {
    expect(await target('')).toBe('/profile');
    expect(await target('signedoutsuccess=true')).toBe('/profile');
  });
});

describe('query helpers', () => {
  it('hasMarker: present and not false/0', () => {
    const search = new URLSearchParams('a=true&b=&c=false&d=0');
    expect([
      hasMarker(search, 'a'),
      hasMarker(search, 'b'),
      hasMarker(search, 'c'),
      hasMarker(search, 'd'),
      hasMarker(search, 'e'),
    ]).toEqual([true, true, false, false, false]);
  });

  it('flowQuery keeps only the flow parameters', () => {
    expect(flowQuery(new URLSearchParams('signedoutsuccess=true&org-slug=cfs&next=%2Fprofile&x=1'))).toBe('?org-slug=cfs&next=%2Fprofile');
    expect(flowQuery(new URLSearchParams('signedoutsuccess=true'))).toBe('');
  });

  it('claimFromQuery: an organization before a project; blank slugs ignored', () => {
    expect(claimFromQuery(new URLSearchParams('org-slug=cfs&project-slug=sparc'))).toEqual({ kind: 'organizations', slug: 'cfs' });
    expect(claimFromQuery(new URLSearchParams('org-slug=%20&project-slug=sparc'))).toEqual({ kind: 'projects', slug: 'sparc' });
    expect(claimFromQuery(new URLSearchParams(''))).toBeNull();
  });
});
