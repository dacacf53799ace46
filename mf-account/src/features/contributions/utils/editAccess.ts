// Spec 001 §4 "Edit access" and §6: only an approved claim opens an edit screen, otherwise the
// user goes to the detail page; an unverified account goes to /profile. The API decides (staff
// may edit without a claim): its 403 on the edit view says which case it is.
import { httpStatusOf } from 'mf-shared';

export type EntityKind = 'organization' | 'project';

export const detailPath = (kind: EntityKind, slug: string) =>
  `/${kind === 'organization' ? 'organizations' : 'projects'}/${encodeURIComponent(slug)}`;

/** Where a failed edit-view load sends the user, or null (404 → not found; other errors → the error state). */
export function editAccessRedirect(error: unknown, kind: EntityKind, slug: string): string | null {
  if (httpStatusOf(error) !== 403) return null;
  const message = (error as { message?: unknown; data?: { message?: unknown } } | null)?.message;
  return typeof message === 'string' && /verify/i.test(message) ? '/profile' : detailPath(kind, slug);
}
