import { isSitePath } from './sitePath';

describe('isSitePath: the same-site check for redirects and in-page links', () => {
  it.each([
    '/',
    '/profile',
    '/projects/add?organization=cfs',
    '/organizations/cfs/edit#tags',
    '/supply-chain#magnets',
    '/organizations/caf%C3%A9',
    '/sign-in?next=%2F%2Fevil.example', // an off-site value in the query is not where this path leads
  ])('accepts %p', (value) => expect(isSitePath(value)).toBe(true));

  it.each([
    // Off-site as written
    '//x',
    '/\\x',
    'https://x',
    'HTTPS://evil.example/profile',
    'javascript:alert(1)',
    'profile',
    '',
    ' /profile',
    // Off-site once a browser strips tabs and newlines
    '/\t/evil.example',
    '/\n/evil.example',
    // Normalised into '//host' (L3)
    '/.//evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    // Encoded variants
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E/%2F/evil.example',
    '/%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
  ])('refuses %p', (value) => expect(isSitePath(value)).toBe(false));

  it('refuses what is not a string', () => {
    expect(isSitePath(null)).toBe(false);
    expect(isSitePath(undefined)).toBe(false);
  });

  it('refuses the query-decoded form of an encoded attack (as ?next= delivers it)', () => {
    const next = new URLSearchParams('next=%2F.%2F%2Fevil.example').get('next');
    expect(next).toBe('/.//evil.example');
    expect(isSitePath(next)).toBe(false);
  });
});
