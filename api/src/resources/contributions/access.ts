// Who may see and who may change an organization or a project (docs/product/api.md §4 and §6).
//
// - See: an approved entity, everyone. An unapproved one (is_approved false: a new entry not yet
//   approved by staff) answers 404 exactly like an unknown slug (same body and headers: no
//   existence oracle, security review L2), except to its approved claimers and to staff, who get
//   it marked private (never stored in or served from the shared response cache). Only the
//   site's own server rendering (in process, src/http/in-process.ts) is told reason:
//   'unapproved' (UNAPPROVED_REASON), so the page can redirect to /not-found (docs/product/directory.md §5).
// - Change: staff, or a verified account with an approved membership of that entity
//   (requireMember / assertMember in src/http/auth.ts: 401 signed out, 403 without the right).
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { organizationMemberships, projectMemberships } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { isInProcessRequest } from '../../http/in-process';
import { markPrivate } from '../../http/response-cache';
import { ACCESS_MESSAGES, membershipStatusOf, type EntityKind, type Viewer } from '../../http/auth';
import { HOST_PREFIX, SESSION_COOKIE } from '../accounts/sessions';

export type { EntityKind, Viewer } from '../../http/auth';

/** The `reason` of the 404 body for an entity the viewer may not see yet (docs/product/api.md §4). */
const UNAPPROVED_REASON = 'unapproved';

/**
 * Does the request carry a session cookie under either name (`sessionid`, `__Host-sessionid`),
 * whatever the protocol? No database access. Routes whose answer may depend on the visitor use
 * it as their response-cache key rule: a request with one never reads or fills the shared cache.
 */
function carriesSession(request: FastifyRequest): boolean {
  const cookies = request.cookies ?? {};
  return Boolean(cookies[SESSION_COOKIE] || cookies[`${HOST_PREFIX}${SESSION_COOKIE}`]);
}

/** `config.responseCache.key` of a route whose answer depends on who is signed in. */
export const sharedCacheKey = (request: FastifyRequest): string | null => (carriesSession(request) ? null : request.url);

const membershipTable = (kind: EntityKind) => (kind === 'organization' ? organizationMemberships : projectMemberships);

/** Ids of the entities of one kind this user has an approved membership of. */
export async function approvedEntityIds(db: Db, kind: EntityKind, userId: number): Promise<number[]> {
  const table = membershipTable(kind);
  const column = kind === 'organization' ? organizationMemberships.organizationId : projectMemberships.projectId;
  const rows = await db
    .select({ id: column })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.status, 'approved')));
  return rows.map((row) => row.id);
}

/** May this viewer see an unapproved entity (its approved claimers and staff)? */
export async function canSeeUnapproved(db: Db, viewer: Viewer | null, kind: EntityKind, entityId: number): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.isStaff) return true;
  return (await membershipStatusOf(db, kind, viewer.id, entityId)) === 'approved';
}

/**
 * The visibility rule for one entity: returns normally when the viewer may see it (and marks an
 * unapproved entity's answer private), throws the unknown slug's 404 otherwise (never stored
 * either: errors are not cached). Only an in-process render gets reason: 'unapproved' in it.
 */
export async function assertVisible(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: EntityKind,
  entity: { id: number; is_approved: boolean },
): Promise<Viewer | null> {
  if (entity.is_approved) return null;
  const viewer = await request.viewer();
  if (!(await canSeeUnapproved(db, viewer, kind, entity.id))) {
    throw new HttpError(404, ACCESS_MESSAGES.notFound[kind], isInProcessRequest(request) ? { reason: UNAPPROVED_REASON } : {});
  }
  // 200 to this viewer, 404 to others at the same URL.
  markPrivate(reply);
  return viewer;
}
