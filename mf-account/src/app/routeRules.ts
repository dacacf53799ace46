// The account area's route rules (docs/product/account.md §2), as the scaffold's `redirect` (a 302 on the
// server, a replace-navigation in the browser; re-evaluated when the session changes):
// - protected routes send a signed-out visitor to /sign-in, keeping where they were going
//   in `next` (honoured after sign-in for same-site paths only);
// - /sign-in and /create-account send a signed-in user to /profile.
import type { RouteContext } from 'mf-shared/area';
import { FLOW_PARAMS, PROFILE_PATH, SIGN_IN_PATH, SIGNED_OUT_PATH } from '../lib/signInFlow';
import { isCompletingSignIn, wasSignedOutInThisPage } from '../features/auth/utils/sessionTransitions';

type Redirect = (context: RouteContext) => string | null;

/** A protected route; `path` rebuilds the visited path from the route's params. */
export function requireSignIn(path: (params: Record<string, string>) => string): Redirect {
  return ({ session, params, search }) => {
    if (session.is_authenticated) return null;
    // Signed out from this page by the header: go where the header goes.
    if (wasSignedOutInThisPage()) return SIGNED_OUT_PATH;
    const query = search.toString();
    const next = `${path(params)}${query ? `?${query}` : ''}`;
    return `${SIGN_IN_PATH}?${new URLSearchParams({ [FLOW_PARAMS.next]: next }).toString()}`;
  };
}

/** /sign-in and /create-account: a signed-in user goes to /profile (not while a sign-in is finishing). */
export const signedInGoesToProfile: Redirect = ({ session }) => (session.is_authenticated && !isCompletingSignIn() ? PROFILE_PATH : null);

const slug = (params: Record<string, string>) => encodeURIComponent(params.slug ?? '');

const entity = (params: Record<string, string>) => encodeURIComponent(params.entity ?? '');

export const PROTECTED = {
  profile: requireSignIn(() => '/profile'),
  addOrganization: requireSignIn(() => '/organizations/add'),
  editOrganization: requireSignIn((params) => `/organizations/${slug(params)}/edit`),
  addProject: requireSignIn(() => '/projects/add'),
  editProject: requireSignIn((params) => `/projects/${slug(params)}/edit`),
  review: requireSignIn(() => '/review'),
  admin: requireSignIn(() => '/admin'),
  adminHistory: requireSignIn(() => '/admin/history'),
  adminImport: requireSignIn(() => '/admin/import'),
  adminNewsletter: requireSignIn(() => '/admin/newsletter'),
  adminBackgroundJobs: requireSignIn(() => '/admin/background-jobs'),
  adminList: requireSignIn((params) => `/admin/${entity(params)}`),
  adminNew: requireSignIn((params) => `/admin/${entity(params)}/new`),
  adminRecord: requireSignIn((params) => `/admin/${entity(params)}/${encodeURIComponent(params.id ?? '')}`),
};
