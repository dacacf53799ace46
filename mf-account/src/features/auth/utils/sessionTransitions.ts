// Two moments when the route rules must not fire on their own (browser only):
//
// - While a sign-in, account creation or password reset finishes, the session becomes signed in
//   before the form has worked out where to go (docs/product/account.md §4 rules 1–5): /sign-in and
//   /create-account must not send the user to /profile meanwhile.
// - When the header's Sign out ends the session on a protected page, that page must go where
//   the header goes (/sign-in?signedoutsuccess=true), not to '/sign-in?next=…'.
import { useAuthStore } from 'mf-shared';

let completingSignIn = false;
let signedOutInThisPage = false;
let watching = false;

export const isCompletingSignIn = () => completingSignIn;
export function setCompletingSignIn(value: boolean): void {
  completingSignIn = value;
}

/** True after the session went from signed in to signed out in this page (until the sign-in page shows). */
export const wasSignedOutInThisPage = () => signedOutInThisPage;
export function forgetSignOut(): void {
  signedOutInThisPage = false;
}

/** Follows the contract's auth store (the one the header's Sign out changes). Called once by the browser entry. */
export function watchSessionTransitions(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  let authenticated = useAuthStore.getState().is_authenticated;
  useAuthStore.subscribe((state) => {
    if (authenticated && !state.is_authenticated) signedOutInThisPage = true;
    if (state.is_authenticated) signedOutInThisPage = false;
    authenticated = state.is_authenticated;
  });
}
