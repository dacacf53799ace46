// docs/product/account.md §10: only an approved claim opens an edit screen, otherwise the
// user goes to the detail page; an unverified account goes to /profile. The API decides (staff
// may edit without a claim): its 403 on the edit view says which case it is, and its 401 that the
// session ended after the page's sign-in rule let the visitor in.
import { httpStatusOf } from 'mf-shared';
import { FLOW_PARAMS, SIGN_IN_PATH } from '../../../lib/signInFlow';

export type EntityKind = 'organization' | 'project';

export const detailPath = (kind: EntityKind, slug: string) =>
  `/${kind === 'organization' ? 'organizations' : 'projects'}/${encodeURIComponent(slug)}`;

/** Where a failed edit-view load sends the user, or null (404 → not found; other errors → the error state). */
export function editAccessRedirect(error: unknown, kind: EntityKind, slug: string): string | null {
  const status = httpStatusOf(error);
  if (status === 401) {
    return `${SIGN_IN_PATH}?${new URLSearchParams({ [FLOW_PARAMS.next]: `${detailPath(kind, slug)}/edit` }).toString()}`;
  }
  if (status !== 403) return null;
  const message = (error as { message?: unknown; data?: { message?: unknown } } | null)?.message;
  return typeof message === 'string' && /verify/i.test(message) ? '/profile' : detailPath(kind, slug);
}
