// Session state shared by every area (one zustand store: mf-shared's contract is a singleton).
//
// Its initial state is the session the server inlined in the page (BootPayload), so the
// first render in the browser (hydration) sees exactly what the server rendered with.
// During a server render, components read the request's session from SessionContext instead
// (a module-level store cannot hold per-request state): use `useSession`, not the store.
import { createContext, useContext } from 'react';
import { create } from 'zustand';
import { apiRequest } from '../api/http';
import { BOOT_ELEMENT_ID, readJsonElement, type BootPayload } from '../protocol';
import type { Membership, SessionData } from '../types/entities';

export const SESSION_URL = '/api/accounts/session/';
export const LOGOUT_URL = '/api/accounts/logout/';

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface AuthState extends SessionData {
  status: SessionStatus;
  setSession(data: SessionData): void;
  /** GET the session; on failure the visitor is treated as signed out and status is 'error'. */
  loadSession(): Promise<void>;
  /** Signs out locally whatever the server answers (docs/product/shell.md §2); resolves true only on a 2xx answer. */
  logout(): Promise<boolean>;
}

export const SIGNED_OUT: SessionData = {
  is_authenticated: false,
  organization_memberships: [] as Membership[],
  project_memberships: [] as Membership[],
  csrf: '',
};

function sessionFields(data: SessionData): SessionData {
  return {
    is_authenticated: data.is_authenticated,
    organization_memberships: data.organization_memberships ?? [],
    project_memberships: data.project_memberships ?? [],
    csrf: data.csrf ?? '',
  };
}

const bootSession = readJsonElement<BootPayload>(BOOT_ELEMENT_ID)?.session ?? null;

export const useAuthStore = create<AuthState>()((set) => ({
  ...(bootSession ? sessionFields(bootSession) : SIGNED_OUT),
  status: bootSession ? 'ready' : 'idle',

  setSession(data) {
    set({ ...sessionFields(data), status: 'ready' });
  },

  async loadSession() {
    set({ status: 'loading' });
    try {
      const data = await apiRequest<SessionData>({ method: 'get', url: SESSION_URL });
      useAuthStore.getState().setSession(data);
    } catch (error) {
      console.error('Failed to load the session', error);
      set({ ...SIGNED_OUT, status: 'error' });
    }
  },

  async logout() {
    let ok = false;
    try {
      // Form-encoded on purpose (docs/product/api.md §7); axios sets the content type for URLSearchParams.
      await apiRequest({ method: 'post', url: LOGOUT_URL, data: new URLSearchParams() });
      ok = true;
    } catch (error) {
      console.error('Logout failed', error);
    }
    // Signed out whatever the server answered (docs/product/shell.md §2)…
    set({ is_authenticated: false, organization_memberships: [], project_memberships: [] });
    // …and the CSRF token was bound to the ended session: fetch the visitor's new one, so the
    // next POST (newsletter, a claim) is not refused.
    await useAuthStore.getState().loadSession();
    // A failed logout leaves the server's session alive, so the reload answers signed in: the
    // browser stays signed out all the same (only the token is taken).
    if (!ok) set({ is_authenticated: false, organization_memberships: [], project_memberships: [] });
    return ok;
  },
}));

/** Provided by server renders with the request's session; absent in the browser. */
export const SessionContext = createContext<SessionData | null>(null);

/** The visitor's session in any render: the request's on the server, the store's in the browser. */
export function useSession<T>(selector: (session: SessionData) => T): T {
  const serverSession = useContext(SessionContext);
  const fromStore = useAuthStore(selector);
  return serverSession ? selector(serverSession) : fromStore;
}
