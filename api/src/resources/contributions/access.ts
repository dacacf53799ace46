// Who may see and who may change an organization or a project (spec 001 §4 and §6).
//
// - See: an approved entity, everyone. An unapproved one (is_approved false: a new entry not yet
//   approved by staff) answers 404 exactly like an unknown slug (same body and headers: no
//   existence oracle, security review L2), except to its approved claimers and to staff, who get
//   it marked private (never stored in or served from the shared response cache). Only the
//   site's own server rendering (in process, src/http/in-process.ts) is told reason:
//   'unapproved' (UNAPPROVED_REASON), so the page can redirect to /not-found (spec 001 §4).
// - Change: staff, or a verified account with an approved membership of that entity. Everyone
//   else gets 403 (anonymous visitors included).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { organizationMemberships, projectMemberships, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { isInProcessRequest } from '../../http/in-process';
import { markPrivate } from '../../http/response-cache';
import { HOST_PREFIX, identifyVisitor, readCookie, SESSION_COOKIE } from '../accounts/sessions';

export type EntityKind = 'organization' | 'project';

/** The `reason` of the 404 body for an entity the viewer may not see yet (spec 001 §4). */
export const UNAPPROVED_REASON = 'unapproved';

export interface Viewer {
  id: number;
  email: string;
  fullName: string;
  isStaff: boolean;
  isVerified: boolean;
}

export const ACCESS_MESSAGES = {
  notSignedIn: 'Authentication credentials were not provided.',
  unverified: 'Please verify your email address before editing. You can ask for a new link from your profile.',
  noAccess: {
    organization: 'You do not have edit access to this organization.',
    project: 'You do not have edit access to this project.',
  },
  notFound: { organization: 'Organization not found.', project: 'Project not found.' },
  staffOnly: 'Only staff can do this.',
} as const;

/**
 * Does the request carry a session cookie under either name (`sessionid`, `__Host-sessionid`),
 * whatever the protocol? No database access. Routes whose answer may depend on the visitor use
 * it as their response-cache key rule: a request with one never reads or fills the shared cache.
 */
export function carriesSession(request: FastifyRequest): boolean {
  const cookies = request.cookies ?? {};
  return Boolean(cookies[SESSION_COOKIE] || cookies[`${HOST_PREFIX}${SESSION_COOKIE}`]);
}

/** `config.responseCache.key` of a route whose answer depends on who is signed in. */
export const sharedCacheKey = (request: FastifyRequest): string | null => (carriesSession(request) ? null : request.url);

/** The signed-in account, or null (one indexed lookup, memoized per request by identifyVisitor). */
export async function viewerOf(db: Db, secret: string, request: FastifyRequest): Promise<Viewer | null> {
  if (!readCookie(request, SESSION_COOKIE)) return null;
  const visitor = await identifyVisitor(db, secret, request);
  if (visitor.userId === null) return null;
  const [user] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, isStaff: users.isStaff, isVerified: users.isVerified })
    .from(users)
    .where(eq(users.id, visitor.userId));
  return user ?? null;
}

/** The signed-in account, or 403 (spec 001 §6: writes by anyone else are refused). */
export async function requireViewer(db: Db, secret: string, request: FastifyRequest): Promise<Viewer> {
  const viewer = await viewerOf(db, secret, request);
  if (!viewer) throw new HttpError(403, ACCESS_MESSAGES.notSignedIn);
  return viewer;
}

export async function requireStaff(db: Db, secret: string, request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(db, secret, request);
  if (!viewer.isStaff) throw new HttpError(403, ACCESS_MESSAGES.staffOnly);
  return viewer;
}

/** Staff only: 401 for a visitor who is not signed in, 403 for an account without staff rights (the admin API). */
export async function requireStaffSession(db: Db, secret: string, request: FastifyRequest): Promise<Viewer> {
  const viewer = await viewerOf(db, secret, request);
  if (!viewer) throw new HttpError(401, ACCESS_MESSAGES.notSignedIn);
  if (!viewer.isStaff) throw new HttpError(403, ACCESS_MESSAGES.staffOnly);
  return viewer;
}

const membershipTable = (kind: EntityKind) => (kind === 'organization' ? organizationMemberships : projectMemberships);

/** The status of a user's membership of one entity ('pending' | 'approved' | 'rejected'), or null. */
export async function membershipStatusOf(db: Db, kind: EntityKind, userId: number, entityId: number) {
  if (kind === 'organization') {
    const [row] = await db
      .select({ status: organizationMemberships.status })
      .from(organizationMemberships)
      .where(and(eq(organizationMemberships.userId, userId), eq(organizationMemberships.organizationId, entityId)));
    return row?.status ?? null;
  }
  const [row] = await db
    .select({ status: projectMemberships.status })
    .from(projectMemberships)
    .where(and(eq(projectMemberships.userId, userId), eq(projectMemberships.projectId, entityId)));
  return row?.status ?? null;
}

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

/** Of `entityIds`, those the user holds an approved membership of. */
export async function approvedAmong(db: Db, kind: EntityKind, userId: number, entityIds: number[]): Promise<Set<number>> {
  if (entityIds.length === 0) return new Set();
  if (kind === 'organization') {
    const rows = await db
      .select({ id: organizationMemberships.organizationId })
      .from(organizationMemberships)
      .where(
        and(
          eq(organizationMemberships.userId, userId),
          eq(organizationMemberships.status, 'approved'),
          inArray(organizationMemberships.organizationId, entityIds),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }
  const rows = await db
    .select({ id: projectMemberships.projectId })
    .from(projectMemberships)
    .where(
      and(
        eq(projectMemberships.userId, userId),
        eq(projectMemberships.status, 'approved'),
        inArray(projectMemberships.projectId, entityIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
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
  secret: string,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: EntityKind,
  entity: { id: number; is_approved: boolean },
): Promise<Viewer | null> {
  if (entity.is_approved) return null;
  const viewer = await viewerOf(db, secret, request);
  if (!(await canSeeUnapproved(db, viewer, kind, entity.id))) {
    throw new HttpError(404, ACCESS_MESSAGES.notFound[kind], isInProcessRequest(request) ? { reason: UNAPPROVED_REASON } : {});
  }
  // 200 to this viewer, 404 to others at the same URL.
  markPrivate(reply);
  return viewer;
}

/**
 * Edit rights (spec 001 §4 "Edit access", §6): staff, or an approved membership on a verified
 * account. An unapproved entity the viewer cannot see is a 404 (as unknown).
 */
export async function assertCanEdit(db: Db, viewer: Viewer, kind: EntityKind, entity: { id: number; isApproved: boolean }): Promise<void> {
  if (viewer.isStaff) return;
  const status = await membershipStatusOf(db, kind, viewer.id, entity.id);
  if (!entity.isApproved && status !== 'approved') throw new HttpError(404, ACCESS_MESSAGES.notFound[kind]);
  if (status !== 'approved') throw new HttpError(403, ACCESS_MESSAGES.noAccess[kind]);
  if (!viewer.isVerified) throw new HttpError(403, ACCESS_MESSAGES.unverified);
}
