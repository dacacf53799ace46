import { useCallback } from 'react';
import { useAuthStore } from 'mf-shared';
import { navigate } from '../../../lib/navigation/navigate';

const SIGNED_OUT_URL = '/sign-in?signedoutsuccess=true';

/** docs/product/shell.md §2: Sign out leads to /sign-in?signedoutsuccess=true (whatever the server answered). */
export function useSignOut(): () => Promise<void> {
  return useCallback(async () => {
    await useAuthStore.getState().logout();
    navigate(SIGNED_OUT_URL);
  }, []);
}
