import { useAuthStore } from 'mf-shared';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, loginResponse, mockFetch, resetStores } from '../../test-utils/renderArea';
import { createAccount, login, requestEditAccess, requestResetLink, resendVerification, resetPassword } from './accountCalls';

const SERVER_ERROR = "Server error. It's not you, it's us.";
const CSRF_REFUSED = { status: 403, data: { message: 'CSRF token missing or incorrect.', code: 'csrf_failed' } };
const NEW_SESSION = {
  status: 200,
  data: { is_authenticated: false, organization_memberships: [], project_memberships: [], csrf: 'csrf-fresh' },
};

let api: FakeApi | null = null;
beforeEach(() => resetStores());
afterEach(() => {
  api?.restore();
  api = null;
});

describe('login (fetch, redirect: manual)', () => {
  it('sends form-encoded username and password with X-CSRFToken, same-origin, without following the redirect', async () => {
    const fetchMock = mockFetch().mockResolvedValue(loginResponse('redirect'));
    expect(await login('ada@example.com', 'pw')).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/accounts/login/');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', redirect: 'manual' });
    expect(init.headers['X-CSRFToken']).toBe('csrf-anonymous');
    expect(init.body.toString()).toBe('username=ada%40example.com&password=pw');
  });

  it('a visible 3xx is a success too', async () => {
    mockFetch().mockResolvedValue(loginResponse(302));
    expect(await login('a@b.co', 'pw')).toEqual({ ok: true });
  });

  it.each([
    ['200 without a redirect', 'Invalid email or password', loginResponse(200, { message: 'Invalid email or password' })],
    ['400', 'Neither email nor password may be blank', loginResponse(400, { message: 'Neither email nor password may be blank' })],
    ['429', 'Too many attempts. Try again in 15 minutes.', loginResponse(429, { message: 'Too many attempts. Try again in 15 minutes.' })],
    ['a 4xx without a message', SERVER_ERROR, loginResponse(404, null)],
    ['500', SERVER_ERROR, loginResponse(500, { message: 'boom' })],
    ['503', SERVER_ERROR, loginResponse(503, null)],
  ])('%s → %s', async (_case, message, response) => {
    mockFetch().mockResolvedValue(response);
    expect(await login('a@b.co', 'pw')).toEqual({ ok: false, message });
  });

  it('no answer (network failure, timeout) → the server error', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await login('a@b.co', 'pw')).toEqual({ ok: false, message: SERVER_ERROR });
  });

  it('a refused CSRF token: reloads the session and sends once more with the new token', async () => {
    api = fakeApi({ 'GET /api/accounts/session/': NEW_SESSION });
    const fetchMock = mockFetch()
      .mockResolvedValueOnce(loginResponse(403, CSRF_REFUSED.data))
      .mockResolvedValueOnce(loginResponse('redirect'));
    expect(await login('a@b.co', 'pw')).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][1].headers['X-CSRFToken']).toBe('csrf-fresh');
  });

  it('a 403 without the csrf code is the answer, even if its text mentions CSRF', async () => {
    api = fakeApi({ 'GET /api/accounts/session/': NEW_SESSION });
    const fetchMock = mockFetch().mockResolvedValue(loginResponse(403, { message: 'CSRF token missing or incorrect.' }));
    expect(await login('a@b.co', 'pw')).toEqual({ ok: false, message: 'CSRF token missing or incorrect.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(api.requests).toHaveLength(0);
  });
});

describe('create account', () => {
  const input = {
    fullName: 'Ada',
    email: 'ada@example.com',
    password: 'pw-123456',
    newsletter: true,
    redirectNewOrg: false,
    redirectNewProj: true,
  };

  it('posts the spec fields and succeeds on "Account created successfully"', async () => {
    let body: unknown;
    api = fakeApi({
      'POST /api/accounts/create-account/': (sent) => {
        body = sent;
        return { data: { message: 'Account created successfully' } };
      },
    });
    expect(await createAccount(input)).toEqual({ ok: true });
    expect(body).toEqual({
      full_name: 'Ada',
      username: 'ada@example.com',
      password: 'pw-123456',
      newsletter: true,
      redirectNewOrg: false,
      redirectNewProj: true,
    });
    expect(api.requests[0]?.headers?.['X-CSRFToken']).toBe('csrf-anonymous');
  });

  it.each([
    [{ status: 200, data: { message: 'User already exists' } }, 'There is already an account with this email.'],
    [{ status: 200, data: { message: 'Neither email nor password may be blank' } }, 'Neither email nor password may be empty.'],
    [{ status: 400, data: { message: 'This password is too common.' } }, 'This password is too common.'],
    [{ status: 400, data: { message: 'Please provide your full name' } }, 'Please provide your full name'],
    [{ status: 429, data: { message: 'Too many attempts. Try again in 60 minutes.' } }, 'Too many attempts. Try again in 60 minutes.'],
    [{ status: 500, data: { message: 'boom' } }, SERVER_ERROR],
    [{ status: 404, data: null }, SERVER_ERROR],
  ])('%j → %s', async (reply, message) => {
    api = fakeApi({ 'POST /api/accounts/create-account/': reply });
    expect(await createAccount(input)).toEqual({ ok: false, message });
  });

  it('a refused CSRF token is retried once after reloading the session', async () => {
    let attempts = 0;
    api = fakeApi({
      'GET /api/accounts/session/': NEW_SESSION,
      'POST /api/accounts/create-account/': () => (++attempts === 1 ? CSRF_REFUSED : { data: { message: 'Account created successfully' } }),
    });
    expect(await createAccount(input)).toEqual({ ok: true });
    expect(api.requests.map((r) => `${r.method} ${r.url} ${r.headers?.['X-CSRFToken']}`)).toEqual([
      'post /api/accounts/create-account/ csrf-anonymous',
      'get /api/accounts/session/ csrf-anonymous',
      'post /api/accounts/create-account/ csrf-fresh',
    ]);
  });

  it("keys on the refusal's code, not its text: a 403 without it is answered, not retried", async () => {
    api = fakeApi({
      'GET /api/accounts/session/': NEW_SESSION,
      'POST /api/accounts/create-account/': { status: 403, data: { message: 'CSRF token missing or incorrect.' } },
    });
    expect(await createAccount(input)).toMatchObject({ ok: false });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['post /api/accounts/create-account/']);
  });
});

describe('reset link', () => {
  it.each([
    [
      { status: 200, data: { message: 'Reset link sent, check your email.' } },
      { ok: true, message: 'Reset link sent, check your email.' },
    ],
    [
      { status: 401, data: { message: 'User not found' } },
      { ok: false, message: 'Email not found' },
    ],
    [
      { status: 429, data: { message: 'Too many attempts. Try again in 60 minutes.' } },
      { ok: false, message: 'Too many attempts. Try again in 60 minutes.' },
    ],
    [
      { status: 400, data: { message: 'Please enter a valid email address' } },
      { ok: false, message: SERVER_ERROR },
    ],
    [
      { status: 503, data: { message: 'The email could not be sent. Please try again later.' } },
      { ok: false, message: SERVER_ERROR },
    ],
  ])('%j', async (reply, outcome) => {
    api = fakeApi({ 'GET /api/accounts/resetpwlink/?email=ada%40example.com': reply });
    expect(await requestResetLink('ada@example.com')).toEqual(outcome);
    expect(api.requests).toHaveLength(1); // never repeated on its own: it sends mail
  });
});

describe('reset password', () => {
  const input = { unixTime: '1795000000', hashValue: 'abc', email: 'ada@example.com', newPassword: 'new-pass-123' };

  it('posts unix_time, hashvalue, email, newpassword; "Password reset successfully" succeeds', async () => {
    let body: unknown;
    api = fakeApi({
      'POST /api/accounts/resetpassword/': (sent) => {
        body = sent;
        return { data: { message: 'Password reset successfully' } };
      },
    });
    expect(await resetPassword(input)).toEqual({ ok: true });
    expect(body).toEqual({ unix_time: '1795000000', hashvalue: 'abc', email: 'ada@example.com', newpassword: 'new-pass-123' });
  });

  it.each([
    [{ status: 200, data: { message: 'User not found' } }, 'Email not found'],
    [{ status: 200, data: { message: 'This link has expired' } }, 'Link expired'],
    [{ status: 200, data: { message: 'The hashes do not match' } }, 'Hash is invalid'],
    [
      { status: 400, data: { message: 'This password is too short. It must contain at least 8 characters.' } },
      'This password is too short. It must contain at least 8 characters.',
    ],
    [{ status: 500, data: null }, SERVER_ERROR],
  ])('%j → %s', async (reply, message) => {
    api = fakeApi({ 'POST /api/accounts/resetpassword/': reply });
    expect(await resetPassword(input)).toEqual({ ok: false, message });
  });
});

describe('resend verification', () => {
  it('200 → "Verification email resent"', async () => {
    api = fakeApi({ 'GET /api/accounts/resendverification/': { data: { message: 'Verification email sent.' } } });
    expect(await resendVerification()).toEqual({ ok: true, message: 'Verification email resent' });
  });

  it('otherwise "Unable to resend verification email: " and the server message', async () => {
    api = fakeApi({ 'GET /api/accounts/resendverification/': { status: 400, data: { message: 'This account is already verified.' } } });
    expect(await resendVerification()).toEqual({
      ok: false,
      message: 'Unable to resend verification email: This account is already verified.',
    });
  });
});

describe('edit-access request', () => {
  it('GETs /api/v1/{kind}/{slug}/requesteditaccess/ and resolves true on 200', async () => {
    api = fakeApi({ 'GET /api/v1/organizations/cfs/requesteditaccess/': { data: { message: 'OK' } } });
    expect(await requestEditAccess('organizations', 'cfs')).toBe(true);
  });

  it('a non-200 is only logged as "Bad response from backend"', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    api = fakeApi({ 'GET /api/v1/projects/sparc/requesteditaccess/': { status: 204, data: null } });
    expect(await requestEditAccess('projects', 'sparc')).toBe(false);
    expect(log).toHaveBeenCalledWith('Bad response from backend', expect.objectContaining({ status: 204 }));
    api.restore();
    api = fakeApi({});
    expect(await requestEditAccess('projects', 'sparc')).toBe(false);
    expect(log).toHaveBeenLastCalledWith('Bad response from backend', expect.objectContaining({ status: 404 }));
    log.mockRestore();
  });
});

it('keeps the store usable for the next call (sanity)', () => {
  expect(useAuthStore.getState().csrf).toBe('csrf-anonymous');
});
