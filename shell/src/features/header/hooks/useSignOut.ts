import { useCallback } from 'react';
import { toast, useAuthStore } from 'mf-shared';
import { navigate } from '../../../lib/navigation/navigate';

const SIGNED_OUT_URL = '/sign-in?signedoutsuccess=true';

/** Said when the server did not confirm: this browser is signed out, the server's session may live on. */
export const SIGN_OUT_FAILED_MESSAGE =
  'You are signed out in this browser, but the server did not confirm it. Close the browser to end the session.';

/**
 * docs/product/shell.md §2: Sign out leads to /sign-in?signedoutsuccess=true and the browser is signed
 * out whatever the server answered; a failure is also said, not only logged.
 */
export function useSignOut(): () => Promise<void> {
  return useCallback(async () => {
    const confirmed = await useAuthStore.getState().logout();
    if (!confirmed) toast(SIGN_OUT_FAILED_MESSAGE, { kind: 'error' });
    navigate(SIGNED_OUT_URL);
  }, []);
}
