import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAuthStore, type SessionData } from 'mf-shared';
import { ACCOUNT_QUERY_ROOT } from '../../../lib/api/accountInfo';
import { setCompletingSignIn } from '../utils/sessionTransitions';

/**
 * After the API has signed the user in (login, account creation, password reset): forget the
 * previous visitor's account data, reload the session (new CSRF token, memberships: the
 * header changes now), work out the destination with the fresh session, and go there.
 * The page's route rules wait meanwhile (see sessionTransitions.ts).
 */
export function useFinishSignIn(): (destination: (session: SessionData) => Promise<string>) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The page is left (or remounted): the rules apply again.
  useEffect(() => () => setCompletingSignIn(false), []);

  return useCallback(
    async (destination) => {
      setCompletingSignIn(true);
      try {
        queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_ROOT });
        await useAuthStore.getState().loadSession();
        const target = await destination(useAuthStore.getState());
        navigate(target, { replace: true });
      } catch (error) {
        setCompletingSignIn(false);
        throw error;
      }
    },
    [navigate, queryClient],
  );
}
