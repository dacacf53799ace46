import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAuthStore, type SessionData } from 'mf-shared';
import { ACCOUNT_QUERY_ROOT } from '../../../lib/api/accountInfo';

/**
 * After the API has signed the user in (login, account creation, password reset): forget the
 * previous visitor's account data, reload the session (new CSRF token, memberships: the
 * header changes now), work out the destination with the fresh session, and go there.
 * Route rules run on navigation only (mf-shared/area loader), so the signed-in session does not
 * send /sign-in to /profile before this navigation.
 */
export function useFinishSignIn(): (destination: (session: SessionData) => Promise<string>) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
    async (destination) => {
      queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_ROOT });
      await useAuthStore.getState().loadSession();
      const target = await destination(useAuthStore.getState());
      navigate(target, { replace: true });
    },
    [navigate, queryClient],
  );
}
