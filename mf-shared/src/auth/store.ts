// Session state shared by every area (one zustand store: mf-shared is a singleton).
import { create } from 'zustand';
import type { Membership, SessionData } from '../types/entities';
import { apiClient } from '../api/client';

export const SESSION_URL = '/api/accounts/session/';
export const LOGOUT_URL = '/api/accounts/logout/';

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface AuthState {
  is_authenticated: boolean;
  organization_memberships: Membership[];
  project_memberships: Membership[];
  csrf: string;
  status: SessionStatus;
  setSession(data: SessionData): void;
  /** GET the session; on failure the visitor is treated as signed out and status is 'error'. */
  loadSession(): Promise<void>;
  /** Signs out locally whatever the server answers; resolves true only on a 2xx answer. */
  logout(): Promise<boolean>;
}

const signedOut = {
  is_authenticated: false,
  organization_memberships: [] as Membership[],
  project_memberships: [] as Membership[],
};

export const useAuthStore = create<AuthState>()((set) => ({
  ...signedOut,
  csrf: '',
  status: 'idle',

  setSession(data) {
    set({
      is_authenticated: data.is_authenticated,
      organization_memberships: data.organization_memberships ?? [],
      project_memberships: data.project_memberships ?? [],
      csrf: data.csrf ?? '',
      status: 'ready',
    });
  },

  async loadSession() {
    set({ status: 'loading' });
    try {
      const { data } = await apiClient.get<SessionData>(SESSION_URL);
      useAuthStore.getState().setSession(data);
    } catch (error) {
      console.error('Failed to load the session', error);
      set({ ...signedOut, csrf: '', status: 'error' });
    }
  },

  async logout() {
    try {
      // Form-encoded on purpose (spec 001 §7); axios sets the content type for URLSearchParams.
      await apiClient.post(LOGOUT_URL, new URLSearchParams());
      return true;
    } catch (error) {
      console.error('Logout failed', error);
      return false;
    } finally {
      set({ ...signedOut });
    }
  },
}));
