import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'mf-shared';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN } from '../../../test-utils/renderArea';

const INFO = { full_name: 'Ada Fusion', username: 'ada@example.com', verified: false, is_staff: false, orgs: [], projects: [] };
const CREATED = { data: { message: 'Account created successfully' } };
const SESSION = { data: SIGNED_IN };

let api: FakeApi | null = null;
beforeEach(() => resetStores());
afterEach(() => {
  api?.restore();
  api = null;
});

const field = (name: string) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText('Password', { selector: 'input' });

async function fillAndSubmit({ fullName = 'Ada Fusion', email = 'ada@example.com', pw = 'plasma-lithium-1' } = {}) {
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  if (fullName) await userEvent.type(field('Full name'), fullName);
  if (email) await userEvent.type(field('Email'), email);
  if (pw) await userEvent.type(password(), `${pw}{Enter}`);
  else await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('/create-account', () => {
  it('has full name, email, password with show/hide, and the newsletter checkbox checked by default', async () => {
    renderAreaAt('/create-account');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    expect(field('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('checkbox', { name: 'Subscribe to the newsletter' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(document.title).toBe('Create an account | Fusion Energy Directory');
  });

  it('shows the exact validation messages and focuses the first invalid field; nothing is sent', async () => {
    api = fakeApi({});
    renderAreaAt('/create-account');
    await fillAndSubmit({ fullName: '', email: '', pw: '' });
    expect(await screen.findByText('Please provide your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please provide a password')).toBeInTheDocument();
    expect(field('Full name')).toHaveFocus();
    expect(field('Full name')).toHaveAccessibleDescription('Please provide your full name');

    await userEvent.type(field('Full name'), '   ');
    await userEvent.type(field('Email'), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please provide your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('Enter submits the fields, the newsletter choice and the query markers; success signs in and goes to /profile', async () => {
    let body: Record<string, unknown> = {};
    api = fakeApi({
      'POST /api/accounts/create-account/': (sent) => {
        body = sent as Record<string, unknown>;
        return CREATED;
      },
      'GET /api/accounts/session/': SESSION,
      'GET /api/accounts/info/': { data: INFO },
    });
    renderAreaAt('/create-account?redirectNewProj=true');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Subscribe to the newsletter' }));
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(body).toEqual({
      full_name: 'Ada Fusion',
      username: 'ada@example.com',
      password: 'plasma-lithium-1',
      newsletter: false,
      redirectNewOrg: false,
      redirectNewProj: true,
    });
    expect(useAuthStore.getState().is_authenticated).toBe(true);
    expect(window.location.pathname).toBe('/profile');
  });

  it('requests edit access for a project named in the query, then /profile', async () => {
    api = fakeApi({
      'POST /api/accounts/create-account/': CREATED,
      'GET /api/accounts/session/': SESSION,
      'GET /api/v1/projects/sparc/requesteditaccess/': { data: {} },
      'GET /api/accounts/info/': { data: INFO },
      'GET /api/v1/follows/': { data: { results: [], feed: null } },
    });
    renderAreaAt('/create-account?project-slug=sparc');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const requests = api.requests.map((r) => `${r.method} ${r.url}`);
    expect(requests.slice(0, 4)).toEqual([
      'post /api/accounts/create-account/',
      'get /api/accounts/session/',
      'get /api/v1/projects/sparc/requesteditaccess/',
      'get /api/accounts/session/',
    ]);
    // Then /profile's loader: the account and its follows, with the fresh session.
    expect(requests.slice(4).sort()).toEqual(['get /api/accounts/info/', 'get /api/v1/follows/']);
  });

  it('a failed edit-access request is only logged; the user still reaches /profile', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    api = fakeApi({
      'POST /api/accounts/create-account/': CREATED,
      'GET /api/accounts/session/': SESSION,
      'GET /api/v1/organizations/cfs/requesteditaccess/': { status: 500, data: null },
      'GET /api/accounts/info/': { data: INFO },
    });
    renderAreaAt('/create-account?org-slug=cfs');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Bad response from backend', expect.anything());
    expect(screen.queryByText('Bad response from backend')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it.each([
    [{ data: { message: 'User already exists' } }, 'There is already an account with this email.'],
    [{ data: { message: 'Neither email nor password may be blank' } }, 'Neither email nor password may be empty.'],
    [
      { status: 400, data: { message: 'This password is too short. It must contain at least 8 characters.' } },
      'This password is too short. It must contain at least 8 characters.',
    ],
    [{ status: 502, data: null }, "Server error. It's not you, it's us."],
  ])('shows the answer %j as "%s" and stays', async (reply, message) => {
    api = fakeApi({ 'POST /api/accounts/create-account/': reply });
    renderAreaAt('/create-account');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(window.location.pathname).toBe('/create-account');
    expect(useAuthStore.getState().is_authenticated).toBe(false);
  });

  it('sends a signed-in user to /profile', async () => {
    setSession(SIGNED_IN);
    api = fakeApi({ 'GET /api/accounts/info/': { data: INFO } });
    renderAreaAt('/create-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });
});
