import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/client';
import type { SessionData } from '../types/entities';
import { LOGOUT_URL, SESSION_URL, useAuthStore } from './store';

const signedInSession: SessionData = {
  is_authenticated: true,
  organization_memberships: [{ id: 1, slug: 'helion', status: 'approved' }],
  project_memberships: [{ id: 7, slug: 'polaris', status: 'pending' }],
  csrf: 'csrf-123',
};

const originalAdapter = apiClient.defaults.adapter;
let calls: InternalAxiosRequestConfig[];

/** Route the shared client to a fake network answering `status` (or failing with no response). */
function answerWith(status: number | 'network-error', data: unknown = {}) {
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    if (status === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { data, status, statusText: '', headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

beforeEach(() => {
  calls = [];
  useAuthStore.setState({ is_authenticated: false, organization_memberships: [], project_memberships: [], csrf: '', status: 'idle' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});

describe('loadSession', () => {
  it('fills the store from GET /api/accounts/session/', async () => {
    answerWith(200, signedInSession);
    await useAuthStore.getState().loadSession();
    const state = useAuthStore.getState();
    expect(calls[0]?.method).toBe('get');
    expect(calls[0]?.url).toBe(SESSION_URL);
    expect(state).toMatchObject({ ...signedInSession, status: 'ready' });
  });

  it('marks the session as failed and signed out when the call fails', async () => {
    useAuthStore.setState({ is_authenticated: true, organization_memberships: signedInSession.organization_memberships });
    answerWith(404);
    await useAuthStore.getState().loadSession();
    expect(useAuthStore.getState()).toMatchObject({ status: 'error', is_authenticated: false, organization_memberships: [] });
  });
});

describe('logout', () => {
  beforeEach(() => useAuthStore.getState().setSession(signedInSession));

  const anonymousSession: SessionData = {
    is_authenticated: false,
    organization_memberships: [],
    project_memberships: [],
    csrf: 'csrf-anonymous',
  };

  /** The logout answers `logoutStatus`; the session call after it answers `sessionAfter` (the anonymous session). */
  function answerLogoutWith(logoutStatus: number | 'network-error', sessionAfter: SessionData = anonymousSession) {
    const adapter: AxiosAdapter = async (config) => {
      calls.push(config);
      const isLogout = config.url === LOGOUT_URL;
      if (isLogout && logoutStatus === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      const status = isLogout ? (logoutStatus as number) : 200;
      const response = {
        data: isLogout ? { message: 'Signed out.' } : sessionAfter,
        status,
        statusText: '',
        headers: new AxiosHeaders(),
        config,
      };
      if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
      return response;
    };
    apiClient.defaults.adapter = adapter;
  }

  it('POSTs form-encoded with the csrf header, signs out, takes the new token and returns true on 200', async () => {
    answerLogoutWith(200);
    await expect(useAuthStore.getState().logout()).resolves.toBe(true);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`post ${LOGOUT_URL}`, `get ${SESSION_URL}`]);
    expect(calls[0]?.method).toBe('post');
    expect(calls[0]?.url).toBe(LOGOUT_URL);
    expect(String(calls[0]?.data)).toBe(''); // an empty form body
    expect(String(calls[0]?.headers.get('Content-Type'))).toContain('application/x-www-form-urlencoded');
    expect(calls[0]?.headers.get('X-CSRFToken')).toBe('csrf-123');
    // The token of the ended session is replaced by the anonymous visitor's, so the next POST is accepted.
    expect(useAuthStore.getState()).toMatchObject({
      is_authenticated: false,
      organization_memberships: [],
      project_memberships: [],
      csrf: 'csrf-anonymous',
    });
  });

  it.each([500, 'network-error'] as const)('still signs out (and returns false, logged) when the server answers %s', async (answer) => {
    answerLogoutWith(answer);
    await expect(useAuthStore.getState().logout()).resolves.toBe(false);
    expect(calls.filter((call) => call.url === LOGOUT_URL)).toHaveLength(1); // a POST is never retried
    expect(console.error).toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ is_authenticated: false, organization_memberships: [], project_memberships: [] });
  });

  it('stays signed out when the failed logout left the server session alive', async () => {
    // The server did not end the session, so the reloaded session still says signed in.
    answerLogoutWith(500, { ...signedInSession, csrf: 'csrf-still-signed-in' });
    await expect(useAuthStore.getState().logout()).resolves.toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      is_authenticated: false,
      organization_memberships: [],
      project_memberships: [],
      csrf: 'csrf-still-signed-in',
    });
  });
});
