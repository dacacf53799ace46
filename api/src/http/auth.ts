// Who is calling, and the one authorization path every resource uses (security review item 7).
//
// - installAuthentication (once, in the API plugin) gives every request `request.viewer()`: the
//   signed-in account or null, looked up on first use and memoized. A request without a session
//   cookie never touches the database, so public cached GETs pay nothing.
// - Routes declare who may call them with preHandlers: requireSignedIn, requireVerified,
//   requireStaff, requireMember(db, kind, ref). Handlers then read the resolved viewer with
//   signedInViewer(request).
// - One status policy: 401 when signed out, 403 when signed in without the right (the 403 bodies
//   match the Forbidden schema). A status docs/product/api.md §6 fixes (e.g. resetpwlink's 401 for an unknown
//   email) is the route's own business, not a refusal of this module.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { organizationMemberships, organizations, projectMemberships, projects, users } from '../db/schema';
import { identifyVisitor, readCookie, SESSION_COOKIE, type Visitor } from '../resources/accounts/sessions';
import { HttpError } from './errors';

export type EntityKind = 'organization' | 'project';

export interface Viewer {
  id: number;
  email: string;
  fullName: string;
  isStaff: boolean;
  isVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null (memoized per request; no lookup without a session cookie). */
    viewer(): Promise<Viewer | null>;
  }
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

// Keyed by the memoized visitor: signing in or out forgets it (forgetVisitor), and with it this.
const viewers = new WeakMap<Visitor, Promise<Viewer | null>>();

async function lookUpViewer(db: Db, secret: string, request: FastifyRequest): Promise<Viewer | null> {
  if (!readCookie(request, SESSION_COOKIE)) return null;
  const visitor = await identifyVisitor(db, secret, request);
  if (visitor.userId === null) return null;
  let viewer = viewers.get(visitor);
  if (!viewer) {
    const userId = visitor.userId;
    viewer = (async () => {
      const [user] = await db
        .select({ id: users.id, email: users.email, fullName: users.fullName, isStaff: users.isStaff, isVerified: users.isVerified })
        .from(users)
        .where(eq(users.id, userId));
      return user ?? null;
    })();
    viewers.set(visitor, viewer);
  }
  return viewer;
}

/** Gives every request of `app` (and its child contexts) `request.viewer()`. */
export function installAuthentication(app: FastifyInstance, db: Db, secret: string): void {
  app.decorateRequest('viewer', function (this: FastifyRequest) {
    return lookUpViewer(db, secret, this);
  });
}

// Set by the preHandlers below, so handlers need not ask (and await) again.
const resolved = new WeakMap<FastifyRequest, Viewer>();

/** The viewer a require* preHandler admitted. Calling it on a route without one is a bug (500). */
export function signedInViewer(request: FastifyRequest): Viewer {
  const viewer = resolved.get(request);
  if (!viewer) throw new Error(`${request.routeOptions.url}: signedInViewer without a require* preHandler`);
  return viewer;
}

async function admit(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw new HttpError(401, ACCESS_MESSAGES.notSignedIn);
  resolved.set(request, viewer);
  return viewer;
}

/** 401 unless signed in. */
export const requireSignedIn: preHandlerAsyncHookHandler = async (request) => {
  await admit(request);
};

/** 401 signed out; 403 for an unverified account that is not staff (docs/product/api.md §6: it cannot edit). */
export const requireVerified: preHandlerAsyncHookHandler = async (request) => {
  const viewer = await admit(request);
  if (!viewer.isStaff && !viewer.isVerified) throw new HttpError(403, ACCESS_MESSAGES.unverified);
};

/** 401 signed out, 403 unless staff. */
export const requireStaff: preHandlerAsyncHookHandler = async (request) => {
  const viewer = await admit(request);
  if (!viewer.isStaff) throw new HttpError(403, ACCESS_MESSAGES.staffOnly);
};

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

/**
 * Edit rights (docs/product/account.md §10, api.md §6): staff, or an approved membership on a verified
 * account. An unapproved entity the viewer cannot see is a 404 (as unknown, security review L2).
 */
export async function assertMember(db: Db, viewer: Viewer, kind: EntityKind, entity: { id: number; isApproved: boolean }): Promise<void> {
  if (viewer.isStaff) return;
  const status = await membershipStatusOf(db, kind, viewer.id, entity.id);
  if (!entity.isApproved && status !== 'approved') throw new HttpError(404, ACCESS_MESSAGES.notFound[kind]);
  if (status !== 'approved') throw new HttpError(403, ACCESS_MESSAGES.noAccess[kind]);
  if (!viewer.isVerified) throw new HttpError(403, ACCESS_MESSAGES.unverified);
}

/**
 * 401 signed out; 404 unknown; 403 without the edit right of the entity `ref` names (its slug,
 * or its id as a number). For routes whose target is only in a multipart body, the handler calls
 * assertMember itself once it has read it.
 */
export function requireMember(
  db: Db,
  kind: EntityKind,
  ref: (request: FastifyRequest) => string | number | undefined,
): preHandlerAsyncHookHandler {
  const table = kind === 'organization' ? organizations : projects;
  return async (request) => {
    const viewer = await admit(request);
    const target = ref(request);
    const [entity] =
      target === undefined
        ? []
        : await db
            .select({ id: table.id, isApproved: table.isApproved })
            .from(table)
            .where(typeof target === 'number' ? eq(table.id, target) : eq(table.slug, target));
    if (!entity) throw new HttpError(404, ACCESS_MESSAGES.notFound[kind]);
    await assertMember(db, viewer, kind, entity);
  };
}
