import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'mf-shared';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, loginResponse, mockFetch, renderAreaAt, resetStores, setSession, SIGNED_IN } from '../../../test-utils/renderArea';

const INFO = { full_name: 'Ada Fusion', username: 'ada@example.com', verified: true, is_staff: false, orgs: [], projects: [] };
const signedInSession = (overrides = {}) => ({ status: 200, data: { ...SIGNED_IN, ...overrides } });

let api: FakeApi | null = null;
beforeEach(() => resetStores());
afterEach(() => {
  api?.restore();
  api = null;
  jest.restoreAllMocks();
});

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Submit' });

/** Every URL the area's router went to (push and replace), in order. */
function recordNavigation(): string[] {
  const urls: string[] = [];
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    jest.spyOn(window.history, method).mockImplementation((data: unknown, unused: string, url?: string | URL | null) => {
      if (url) urls.push(String(url));
      original(data, unused, url);
    });
  }
  return urls;
}

describe('/sign-in', () => {
  it('has email and password fields, a link to /reset-password and a button to /create-account keeping the flow query', async () => {
    renderAreaAt('/sign-in?org-slug=cfs&signedoutsuccess=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/create-account?org-slug=cfs');
    expect(document.title).toBe('Sign in | Fusion Energy Directory');
  });

  it("shows 'You have successfully signed out.' only with signedoutsuccess=true", async () => {
    const { unmount } = renderAreaAt('/sign-in?signedoutsuccess=true');
    expect(await screen.findByRole('status')).toHaveTextContent('You have successfully signed out.');
    unmount();
    renderAreaAt('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByText('You have successfully signed out.')).not.toBeInTheDocument();
  });

  it('shows and hides the password with a toggle button (aria-pressed)', async () => {
    renderAreaAt('/sign-in');
    const toggle = await screen.findByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password()).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('validates before sending: the messages, named by the fields, and focus on the first invalid one', async () => {
    const fetchMock = mockFetch();
    renderAreaAt('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please provide a password')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(password()).toHaveAccessibleDescription('Please provide a password');
    await userEvent.type(email(), 'not-an-email');
    await userEvent.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Enter submits; the button shows a spinner while the request runs; a 200 shows "Invalid email or password"', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderAreaAt('/sign-in');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    const button = submit();
    await userEvent.type(password(), 'wrong-password{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(within(button).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => answer(loginResponse(200, { message: 'Invalid email or password' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();
    expect(window.location.pathname).toBe('/sign-in');
  });

  it.each([
    [
      'a 4xx: the server message',
      loginResponse(429, { message: 'Too many attempts. Try again in 15 minutes.' }),
      'Too many attempts. Try again in 15 minutes.',
    ],
    ['a 5xx: the server error', loginResponse(500, null), "Server error. It's not you, it's us."],
  ])('%s', async (_case, response, message) => {
    mockFetch().mockResolvedValue(response);
    renderAreaAt('/sign-in');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(password(), 'pw{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('a token refused after a sign-out elsewhere: reloads the session, sends again, and the page keeps its state', async () => {
    api = fakeApi({ 'GET /api/accounts/session/': { data: { ...SIGNED_IN, is_authenticated: false, csrf: 'csrf-fresh' } } });
    const fetchMock = mockFetch()
      .mockResolvedValueOnce(loginResponse(403, { message: 'CSRF token missing or incorrect.', code: 'csrf_failed' }))
      .mockResolvedValueOnce(loginResponse(200, { message: 'Invalid email or password' }));
    renderAreaAt('/sign-in?signedoutsuccess=true');
    const field = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.type(field, 'ada@example.com');
    await userEvent.type(password(), 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(fetchMock.mock.calls.map(([, init]) => init.headers['X-CSRFToken'])).toEqual(['csrf-anonymous', 'csrf-fresh']);
    // The same inputs, with what was typed (no remount while the session reloaded).
    expect(screen.getByRole('textbox', { name: 'Email' })).toBe(field);
    expect(field).toHaveValue('ada@example.com');
  });

  it('on success reloads the session (the header reads it) and goes to /profile', async () => {
    mockFetch().mockResolvedValue(loginResponse('redirect'));
    api = fakeApi({ 'GET /api/accounts/session/': signedInSession(), 'GET /api/accounts/info/': { data: INFO } });
    renderAreaAt('/sign-in');
    const navigation = recordNavigation();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(password(), 'right-password{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/profile');
    expect(useAuthStore.getState()).toMatchObject({ is_authenticated: true, csrf: 'csrf-signed-in' });
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(navigation).toEqual(['/profile']);
  });

  it('rule 1: the organization-add marker goes to /organizations/add, never through /profile', async () => {
    mockFetch().mockResolvedValue(loginResponse('redirect'));
    api = fakeApi({ 'GET /api/accounts/session/': signedInSession() });
    renderAreaAt('/sign-in?redirectNewOrg=true');
    const navigation = recordNavigation();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(password(), 'right-password{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add an organization' })).toBeInTheDocument();
    expect(navigation).toEqual(['/organizations/add']);
  });

  it('rule 3: an organization slug without approved access requests edit access, reloads the memberships, then /profile', async () => {
    mockFetch().mockResolvedValue(loginResponse('redirect'));
    let sessions = 0;
    api = fakeApi({
      'GET /api/accounts/session/': () =>
        ++sessions === 1 ? signedInSession() : signedInSession({ organization_memberships: [{ id: 1, slug: 'cfs', status: 'pending' }] }),
      'GET /api/v1/organizations/cfs/requesteditaccess/': { data: { message: 'OK' } },
      'GET /api/accounts/info/': { data: INFO },
      'GET /api/v1/follows/': { data: { results: [], feed: null } },
    });
    renderAreaAt('/sign-in?org-slug=cfs');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(password(), 'right-password{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const urls = api.requests.map((r) => r.url);
    expect(urls.slice(0, 3)).toEqual(['/api/accounts/session/', '/api/v1/organizations/cfs/requesteditaccess/', '/api/accounts/session/']);
    // Then /profile's loader: the account and its follows, with the fresh session.
    expect(urls.slice(3).sort()).toEqual(['/api/accounts/info/', '/api/v1/follows/']);
    expect(useAuthStore.getState().organization_memberships).toEqual([{ id: 1, slug: 'cfs', status: 'pending' }]);
  });

  it('rule 3: with approved access, the edit page', async () => {
    mockFetch().mockResolvedValue(loginResponse('redirect'));
    api = fakeApi({
      'GET /api/accounts/session/': signedInSession({ organization_memberships: [{ id: 1, slug: 'cfs', status: 'approved' }] }),
    });
    renderAreaAt('/sign-in?org-slug=cfs');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(password(), 'right-password{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit organization' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/organizations/cfs/edit');
  });

  it('honours a same-site next', async () => {
    mockFetch().mockResolvedValue(loginResponse('redirect'));
    api = fakeApi({ 'GET /api/accounts/session/': signedInSession() });
    renderAreaAt('/sign-in?next=%2Fprojects%2Fadd%3Forganization%3Dcfs');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(password(), 'right-password{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a project' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/projects/add?organization=cfs');
  });

  it('sends a signed-in user to /profile', async () => {
    setSession(SIGNED_IN);
    api = fakeApi({ 'GET /api/accounts/info/': { data: INFO } });
    renderAreaAt('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/profile');
  });
});
