import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { useAuthStore, useToastStore } from 'mf-shared';
import { NAV_LINKS } from 'mf-shared/kit';
import { installFakeApi, type FakeApi } from 'mf-shared/testing';
import { Header } from './Header';
import { SIGN_OUT_FAILED_MESSAGE } from '../hooks/useSignOut';
import { renderWithQueryClient } from '../../../test/render';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

let api: FakeApi;

function signIn() {
  act(() =>
    useAuthStore.getState().setSession({
      is_authenticated: true,
      organization_memberships: [{ id: 1, slug: 'helion', status: 'approved' }],
      project_memberships: [],
      csrf: 'token-1',
    }),
  );
}

beforeEach(() => {
  (navigateToUrl as jest.Mock).mockClear();
  api = installFakeApi((request) =>
    request.url === '/api/accounts/session/'
      ? { data: { is_authenticated: false, organization_memberships: [], project_memberships: [], csrf: 'anonymous' } }
      : { data: { message: 'Signed out.' } },
  );
  act(() => useAuthStore.setState({ is_authenticated: false, organization_memberships: [], project_memberships: [], csrf: '' }));
});

afterEach(() => api.restore());

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('lists the configured navigation links and marks the current one', () => {
    renderWithQueryClient(<Header pathname="/organizations/helion" />);
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(NAV_LINKS.map((link) => link.to));
    expect(within(mainNav()).getByRole('link', { name: 'Organizations' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('navigates client-side through single-spa', () => {
    renderWithQueryClient(<Header pathname="/" />);
    const jobs = within(mainNav()).getByRole('link', { name: 'Jobs' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(jobs, click);
    expect(click.defaultPrevented).toBe(true);
    expect(navigateToUrl).toHaveBeenCalledWith('/jobs');
  });

  it("shows 'Sign In' → /sign-in when signed out", () => {
    renderWithQueryClient(<Header pathname="/" />);
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it("shows 'Profile' → /profile with a 'Sign out' menu on hover and on keyboard focus", () => {
    signIn();
    renderWithQueryClient(<Header pathname="/" />);
    const profile = screen.getAllByRole('link', { name: 'Profile' })[0]!;
    expect(profile).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    const menuContainer = profile.parentElement!;
    expect(within(menuContainer).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    fireEvent.mouseEnter(menuContainer);
    expect(within(menuContainer).getByRole('button', { name: 'Sign out' })).toBeVisible();
    fireEvent.mouseLeave(menuContainer);
    expect(within(menuContainer).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    fireEvent.focus(profile);
    expect(within(menuContainer).getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('Sign out calls logout and then goes to /sign-in?signedoutsuccess=true', async () => {
    signIn();
    const logout = jest.spyOn(useAuthStore.getState(), 'logout');
    renderWithQueryClient(<Header pathname="/profile" />);
    const menuContainer = screen.getAllByRole('link', { name: 'Profile' })[0]!.parentElement!;
    fireEvent.mouseEnter(menuContainer);
    fireEvent.click(within(menuContainer).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/sign-in?signedoutsuccess=true'));
    expect(logout).toHaveBeenCalledTimes(1);
    // The sign-out, then the visitor's new (anonymous) session and its CSRF token.
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'post /api/accounts/logout/',
      'get /api/accounts/session/',
    ]);
    expect(useAuthStore.getState().is_authenticated).toBe(false);
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
  });

  it('a failed sign-out still signs the browser out, and says so', async () => {
    signIn();
    // The logout fails; the server's session lives on, so the session call still says signed in.
    api.restore();
    api = installFakeApi((request) =>
      request.url === '/api/accounts/session/'
        ? { data: { is_authenticated: true, organization_memberships: [], project_memberships: [], csrf: 'token-2' } }
        : { status: 500, data: { message: 'Internal Server Error' } },
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithQueryClient(<Header pathname="/profile" />);
    const menuContainer = screen.getAllByRole('link', { name: 'Profile' })[0]!.parentElement!;
    fireEvent.mouseEnter(menuContainer);
    fireEvent.click(within(menuContainer).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/sign-in?signedoutsuccess=true'));
    expect(useAuthStore.getState().is_authenticated).toBe(false);
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
    expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ kind: 'error', message: SIGN_OUT_FAILED_MESSAGE })]);
  });

  it('has a mobile menu button that reveals the entries, the account entry and an unwired subscribe box', () => {
    renderWithQueryClient(<Header pathname="/" />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const mobileNav = within(panel).getByRole('navigation', { name: 'Mobile' });
    expect(within(mobileNav).getAllByRole('link')).toHaveLength(NAV_LINKS.length);
    expect(within(panel).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');

    fireEvent.change(within(panel).getByPlaceholderText('Enter your email'), { target: { value: 'ada@example.org' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Subscribe' }));
    expect(api.requests).toHaveLength(0);
  });
});
