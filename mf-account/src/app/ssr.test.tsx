// The account area's server render (as deploy/ calls it) and the browser's hydration of it.
import { act, screen, waitFor } from '@testing-library/react';
import { SIGNED_OUT, useAuthStore, type SessionData } from 'mf-shared';
import { createArea } from 'mf-shared/area';
import { createAreaServer } from 'mf-shared/area/server';
import { fakeApi, resetStores, SIGNED_IN } from '../test-utils/renderArea';
import { hydrateAccountHtml, serverRequest } from '../test-utils/serverRender';
import { accountArea } from './definition';

const INFO = { full_name: 'Ada Fusion', username: 'ada@example.com', verified: false, is_staff: false, orgs: [], projects: [] };
const FOLLOWS = {
  results: [
    {
      id: 1,
      kind: 'organization',
      slug: 'helion',
      name: 'Helion',
      url: '/organizations/helion',
      cadence: 'daily',
      created_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  feed: { rss: 'http://site/api/v1/follows/feed/t.xml', atom: 'http://site/api/v1/follows/feed/t.atom' },
};

const { render } = createAreaServer(accountArea);

const request = (url: string, session: SessionData, api: Record<string, unknown> = {}) =>
  serverRequest(url, session, (path) =>
    path in api ? { status: 200, body: api[path] } : { status: 401, body: { message: 'Authentication credentials were not provided.' } },
  );

beforeEach(() => resetStores());

describe('server render', () => {
  it('answers a signed-out /profile with a 302 to /sign-in?next=%2Fprofile, loading nothing', async () => {
    const { req, calls } = request('/profile', SIGNED_OUT);
    expect(await render(req)).toMatchObject({ status: 302, redirect: '/sign-in?next=%2Fprofile' });
    expect(calls).toEqual([]);
  });

  it('answers a signed-in /sign-in and /create-account with a 302 to /profile', async () => {
    expect(await render(request('/sign-in', SIGNED_IN).req)).toMatchObject({ status: 302, redirect: '/profile' });
    expect(await render(request('/create-account?org-slug=cfs', SIGNED_IN).req)).toMatchObject({ status: 302, redirect: '/profile' });
  });

  it("renders /profile from /api/accounts/info/ and /api/v1/follows/ through the visitor's fetchApi", async () => {
    const { req, calls } = request('/profile', SIGNED_IN, { '/api/accounts/info/': INFO, '/api/v1/follows/': FOLLOWS });
    const result = await render(req);
    expect(calls).toEqual(['/api/accounts/info/', '/api/v1/follows/']);
    expect(result.status).toBe(200);
    expect(result.head).toEqual({ title: 'Profile', noindex: true });
    expect(result.chunks).toEqual(['profile']);
    expect(result.html).toContain('ada@example.com');
    expect(result.html).toContain('Resend email.');
    expect(result.html).toContain('href="/organizations/helion"');
  });

  it('renders /sign-in with the signed-out banner and the form, the submit button waiting for hydration', async () => {
    const result = await render(request('/sign-in?signedoutsuccess=true', SIGNED_OUT).req);
    expect(result.status).toBe(200);
    expect(result.head).toEqual({ title: 'Sign in', noindex: true });
    expect(result.html).toContain('You have successfully signed out.');
    expect(result.html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(result.html).toContain('method="post"');
  });

  it('renders /create-account with the newsletter box already checked (docs/product/account.md §5)', async () => {
    const result = await render(request('/create-account', SIGNED_OUT).req);
    expect(result.status).toBe(200);
    const checkbox = /<input[^>]*type="checkbox"[^>]*>/.exec(result.html)?.[0];
    expect(checkbox).toBeDefined();
    expect(checkbox).toMatch(/\schecked=""/);
  });
});

describe('hydration', () => {
  it.each([
    ['/profile', SIGNED_IN, 'Profile'],
    ['/sign-in?signedoutsuccess=true', SIGNED_OUT, 'Sign in'],
    ['/create-account', SIGNED_OUT, 'Create an account'],
    ['/reset-password', SIGNED_OUT, 'Reset your password'],
    ['/reset-password?hash=1795000000-abc&email=ada%40example.com', SIGNED_OUT, 'Choose a new password'],
  ])('adopts the server HTML of %s (and its form once its chunk is in): no refetch, no error', async (url, session, title) => {
    const server = await render(request(url, session, { '/api/accounts/info/': INFO, '/api/v1/follows/': FOLLOWS }).req);
    expect(server.status).toBe(200);
    const requests = await hydrateAccountHtml({ url, session, server }, () => {
      expect(document.querySelector('h1')).toHaveTextContent(title);
      const submit = document.querySelector('button[type="submit"]');
      return async () => {
        if (submit) {
          // The form hydrates when its chunk is in: the server's button, now live.
          await waitFor(() => expect(submit).toBeEnabled());
          expect(document.querySelector('button[type="submit"]')).toBe(submit);
        }
      };
    });
    expect(requests).toHaveLength(0);
  });
});

describe("the header's Sign out on a protected page", () => {
  it("hides the account at once, and the header's navigation lands on /sign-in?signedoutsuccess=true, not /sign-in?next=…", async () => {
    act(() => useAuthStore.getState().setSession(SIGNED_IN));
    const api = fakeApi({ 'GET /api/accounts/info/': { data: INFO }, 'POST /api/accounts/logout/': { data: { message: 'Signed out.' } } });
    window.history.replaceState(null, '', '/profile');
    const { Root } = createArea(accountArea);
    const { render: renderTl } = await import('@testing-library/react');
    renderTl(<Root />);
    await screen.findByText('ada@example.com', { selector: 'dd' });
    await act(async () => {
      await useAuthStore.getState().logout();
    });
    // The session changed but nobody navigated yet: the protected page shows nothing of the account.
    expect(screen.queryByText('ada@example.com')).toBeNull();
    expect(window.location.pathname).toBe('/profile');
    // The header then goes to the signed-out page (shell/src/features/header): no detour through ?next=.
    act(() => window.history.pushState(null, '', '/sign-in?signedoutsuccess=true'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByText('You have successfully signed out.')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/sign-in?signedoutsuccess=true');

    // Afterwards a signed-out visit to a protected page keeps where it was going again.
    act(() => window.history.pushState(null, '', '/projects/add'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/sign-in?next=%2Fprojects%2Fadd'));
    api.restore();
  });
});
