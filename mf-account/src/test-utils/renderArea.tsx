import { act, render } from '@testing-library/react';
import { SIGNED_OUT, useAuthStore, useToastStore, type SessionData } from 'mf-shared';
import { createArea } from 'mf-shared/area';
import { installFakeApi, requestUrl, type FakeApi, type FakeReply } from 'mf-shared/testing';
import { accountArea } from '../app/definition';
import { createAccountForm, resetPasswordForms, signInForm } from '../features/auth/forms/lazyForms';
import { addOrganizationForm, addProjectForm, organizationEditForm, projectEditForm } from '../features/contributions/forms/lazyForms';

const { Root } = createArea(accountArea);

// Every page's and form's code, loaded before the tests render (as the browser preloads the
// current page before mounting): the tests look at behaviour, not at chunk loading.
beforeAll(() =>
  Promise.all([
    ...Object.values(accountArea.routes).map((route) => route.page.preload()),
    ...[signInForm, createAccountForm, resetPasswordForms, addOrganizationForm, addProjectForm, organizationEditForm, projectEditForm].map(
      (form) => form.preload(),
    ),
  ]),
);

/** Renders the whole account area at `url` (its BrowserRouter reads jsdom's real location). */
export function renderAreaAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<Root />);
}

export const SIGNED_IN: SessionData = { ...SIGNED_OUT, is_authenticated: true, csrf: 'csrf-signed-in' };

/** Puts the contract's auth store (what the shell's header reads) in a known state. */
export function setSession(session: Partial<SessionData> = {}): void {
  act(() => useAuthStore.getState().setSession({ ...SIGNED_OUT, csrf: 'csrf-anonymous', ...session }));
}

export function resetStores(): void {
  useAuthStore.setState({ ...SIGNED_OUT, csrf: 'csrf-anonymous', status: 'ready' });
  useToastStore.setState({ toasts: [] });
}

export type Routes = Record<string, FakeReply | ((body: unknown) => FakeReply)>;

/**
 * The contract's API client answering `routes` by 'METHOD /path' (query string included when
 * the request has params), everything else 404. Returns the fake (its `requests` in order).
 */
export function fakeApi(routes: Routes): FakeApi {
  return installFakeApi((request) => {
    const method = (request.method ?? 'get').toUpperCase();
    const key = `${method} ${requestUrl(request)}`;
    const route = routes[key] ?? routes[`${method} ${request.url}`];
    if (!route) return { status: 404, data: { message: `No fake for ${key}` } };
    const body = typeof request.data === 'string' ? safeJson(request.data) : request.data;
    return typeof route === 'function' ? route(body) : route;
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A fetch Response as the browser gives it for a login answer. */
export function loginResponse(kind: 'redirect' | number, body: unknown = null): Response {
  if (kind === 'redirect') {
    return {
      type: 'opaqueredirect',
      status: 0,
      redirected: false,
      ok: false,
      json: async () => null,
      clone() {
        return this;
      },
    } as unknown as Response;
  }
  return {
    type: 'basic',
    status: kind,
    redirected: false,
    ok: kind >= 200 && kind < 300,
    json: async () => body,
    clone() {
      return this;
    },
  } as unknown as Response;
}

/** Replaces window.fetch (the login call) with a jest mock. */
export function mockFetch(): jest.Mock {
  const fetchMock = jest.fn();
  (globalThis as { fetch: typeof fetch }).fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
