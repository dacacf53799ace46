// Server-side sessions, their cookies and CSRF tokens.
//
// Signed-in: the session cookie holds a random 256-bit token; the sessions table keeps only
// its sha256. Anonymous: the anonymous cookie holds a signed random id and no row is written.
// Either way the CSRF token is HMAC(secret, kind + id): only the server can mint it, and it is
// bound to the visitor's cookie, so a cross-site page can neither read nor forge it.
//
// Cookie names (request.protocol follows X-Forwarded-Proto when the server trusts the proxy):
//   HTTPS: `__Host-sessionid` / `__Host-anonid`, Secure, HttpOnly, SameSite=Lax, Path=/, no
//          Domain. Plain-named cookies are ignored over HTTPS (a sibling subdomain or an
//          http:// page could have planted them).
//   HTTP (local development): `sessionid` / `anonid`, HttpOnly, SameSite=Lax, Path=/. A
//          `__Host-` cookie, when a caller forwards one over plain HTTP (a server-side
//          renderer calling the API on loopback), is read first: browsers only accept such a
//          cookie from a secure origin, so it cannot have been planted.
//
// Lifetimes: a session ends after SESSION_IDLE_SECONDS without a request, and in any case
// SESSION_ABSOLUTE_SECONDS after sign-in. `expires_at` holds the idle deadline; it slides
// forward (at most once per SESSION_TOUCH_SECONDS, to keep reads from writing) and never
// past created_at + the absolute lifetime.
import crypto from 'node:crypto';
import { sign, unsign } from '@fastify/cookie';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { CSRF_FAILED_CODE } from '../../http/schemas';

export const SESSION_COOKIE = 'sessionid';
const ANONYMOUS_COOKIE = 'anonid';
export const HOST_PREFIX = '__Host-';

/** A session ends after 2 days without a request… */
export const SESSION_IDLE_SECONDS = 2 * 86_400;
/** …and 14 days after sign-in whatever happens (then the user signs in again). */
export const SESSION_ABSOLUTE_SECONDS = 14 * 86_400;
/** The idle deadline is moved forward at most once an hour per session. */
const SESSION_TOUCH_SECONDS = 3_600;
/** The anonymous cookie only binds a CSRF token; it lives a year. */
const ANONYMOUS_COOKIE_SECONDS = 365 * 86_400;

export const CSRF_FAILURE = 'CSRF token missing or incorrect.';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export function csrfTokenFor(secret: string, kind: 'session' | 'anonymous', id: string): string {
  return crypto.createHmac('sha256', secret).update(`csrf:${kind}:${id}`).digest('base64url');
}

/** Constant-time equality of two strings (false when the lengths differ). */
export function tokensEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

// ---------------------------------------------------------------- cookies

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** The name a cookie is set under for this request. */
function cookieName(request: FastifyRequest, base: string): string {
  return isHttps(request) ? `${HOST_PREFIX}${base}` : base;
}

/** The value of a cookie as this request may present it (see the header comment). */
export function readCookie(request: FastifyRequest, base: string): string | undefined {
  const cookies = request.cookies ?? {};
  const hosted = cookies[`${HOST_PREFIX}${base}`];
  if (hosted) return hosted;
  return isHttps(request) ? undefined : cookies[base] || undefined;
}

/** The attributes every cookie of ours is set with. */
const cookieOptions = (https: boolean, maxAgeSeconds: number) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: https, maxAge: maxAgeSeconds }) as const;

export function setCookie(request: FastifyRequest, reply: FastifyReply, base: string, value: string, maxAgeSeconds: number): void {
  reply.setCookie(cookieName(request, base), value, cookieOptions(isHttps(request), maxAgeSeconds));
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, base: string): void {
  // Same attributes as when set: a browser only accepts a __Host- cookie (even an expired
  // one) that is Secure with Path=/.
  reply.setCookie(cookieName(request, base), '', cookieOptions(isHttps(request), 0));
}

// ---------------------------------------------------------------- sessions

/** Create a session row for a user; returns the cookie value (sign-in, tests). */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_IDLE_SECONDS * 1000).toISOString();
  await db.insert(sessions).values({ idHash: sha256(token), userId, expiresAt });
  return token;
}

async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
}

/** End every session of a user, except the one whose cookie is `keepToken` (if given). */
export async function deleteSessionsOfUser(db: Db, userId: number, keepToken?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keepToken ? and(eq(sessions.userId, userId), ne(sessions.idHash, sha256(keepToken))) : eq(sessions.userId, userId));
}

/** Remove the rows of sessions that can no longer be used (called at sign-in). */
async function deleteExpiredSessions(db: Db): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.createdAt, sql`now() - make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})`)));
}

/** The user id of a live session, or null; slides the idle deadline forward when due. */
async function sessionUserId(db: Db, token: string): Promise<number | null> {
  if (token.length > 200) return null;
  const idHash = sha256(token);
  const [row] = await db
    .select({
      userId: sessions.userId,
      // Seconds the idle deadline has left, computed by the database (one clock).
      idleLeft: sql<number>`extract(epoch from (${sessions.expiresAt} - now()))::float8`,
    })
    .from(sessions)
    // A disabled account's sessions are deleted when it is disabled; the join also refuses any
    // session created in a race with that.
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      sql`${sessions.idHash} = ${idHash} AND ${sessions.expiresAt} > now()
        AND ${sessions.createdAt} > now() - make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})
        AND ${users.disabledAt} IS NULL`,
    );
  if (!row) return null;
  if (Number(row.idleLeft) < SESSION_IDLE_SECONDS - SESSION_TOUCH_SECONDS) {
    await db
      .update(sessions)
      .set({
        expiresAt: sql`least(now() + make_interval(secs => ${SESSION_IDLE_SECONDS}),
          ${sessions.createdAt} + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS}))`,
      })
      .where(eq(sessions.idHash, idHash));
  }
  return row.userId;
}

// ---------------------------------------------------------------- visitors

export interface Visitor {
  userId: number | null;
  /** The token the X-CSRFToken header must equal, or null when the visitor has no cookie yet. */
  expectedCsrf: string | null;
  /** The session cookie the request carried (live or not). */
  sessionToken: string | null;
  anonymousId: string | null;
}

// One lookup per request, however many hooks and handlers ask.
const visitors = new WeakMap<FastifyRequest, Promise<Visitor>>();

/** Who is calling, from the cookies (one indexed lookup when a session cookie is present). */
export function identifyVisitor(db: Db, secret: string, request: FastifyRequest): Promise<Visitor> {
  let visitor = visitors.get(request);
  if (!visitor) {
    visitor = lookUpVisitor(db, secret, request);
    visitors.set(request, visitor);
  }
  return visitor;
}

/** Forget the memoized visitor (after the request signed in or out). */
function forgetVisitor(request: FastifyRequest): void {
  visitors.delete(request);
}

async function lookUpVisitor(db: Db, secret: string, request: FastifyRequest): Promise<Visitor> {
  const sessionToken = readCookie(request, SESSION_COOKIE) ?? null;
  if (sessionToken) {
    const userId = await sessionUserId(db, sessionToken);
    if (userId !== null) {
      return { userId, expectedCsrf: csrfTokenFor(secret, 'session', sessionToken), sessionToken, anonymousId: null };
    }
  }
  const signed = readCookie(request, ANONYMOUS_COOKIE);
  const unsigned = signed && signed.length <= 200 ? unsign(signed, secret) : null;
  if (unsigned?.valid && unsigned.value) {
    return {
      userId: null,
      expectedCsrf: csrfTokenFor(secret, 'anonymous', unsigned.value),
      sessionToken,
      anonymousId: unsigned.value,
    };
  }
  return { userId: null, expectedCsrf: null, sessionToken, anonymousId: null };
}

/** 403 unless the X-CSRFToken header matches the visitor's cookie. */
export async function assertCsrf(db: Db, secret: string, request: FastifyRequest): Promise<void> {
  const visitor = await identifyVisitor(db, secret, request);
  const header = request.headers['x-csrftoken'];
  const sent = typeof header === 'string' ? header : '';
  if (!visitor.expectedCsrf || !sent || !tokensEqual(sent, visitor.expectedCsrf)) {
    throw new HttpError(403, CSRF_FAILURE, { code: CSRF_FAILED_CODE });
  }
}

/** Give an anonymous visitor a signed id cookie and return its CSRF token. */
export function issueAnonymousCsrf(secret: string, request: FastifyRequest, reply: FastifyReply): string {
  const id = crypto.randomBytes(18).toString('base64url');
  setCookie(request, reply, ANONYMOUS_COOKIE, sign(id, secret), ANONYMOUS_COOKIE_SECONDS);
  return csrfTokenFor(secret, 'anonymous', id);
}

/** What GET /accounts/session/ answers a visitor who carries neither cookie: a new anonymous id's cookie and token. */
export type FirstVisitSession = (protocol: string) => { csrf: string; setCookie: string };

/**
 * The session answer of a first visit, minted without a request through the API (a page host
 * renders many of them: the in-process call was 8% of a cached page's CPU). The same cookie and
 * token as issueAnonymousCsrf; a visitor with any session or anonymous cookie still goes
 * through the API (identifyVisitor).
 */
export function firstVisitSessions(
  secret: string,
  serializeCookie: (name: string, value: string, options: object) => string,
): FirstVisitSession {
  return (protocol) => {
    const https = protocol === 'https';
    const id = crypto.randomBytes(18).toString('base64url');
    const name = https ? `${HOST_PREFIX}${ANONYMOUS_COOKIE}` : ANONYMOUS_COOKIE;
    const setCookie = serializeCookie(name, sign(id, secret), cookieOptions(https, ANONYMOUS_COOKIE_SECONDS));
    return { csrf: csrfTokenFor(secret, 'anonymous', id), setCookie };
  };
}

const VISITOR_COOKIE_NAMES = new Set([SESSION_COOKIE, ANONYMOUS_COOKIE].flatMap((name) => [name, `${HOST_PREFIX}${name}`]));

/** Does the request carry a session or anonymous cookie (with a value)? Without one, it is a first visit. */
export function carriesVisitorCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && VISITOR_COOKIE_NAMES.has(part.slice(0, separator).trim()) && part.slice(separator + 1).trim()) return true;
  }
  return false;
}

/**
 * Sign a user in on this reply: the session the request carried (if any) is deleted and a
 * new one is created (session rotation: a token known before sign-in is never promoted).
 */
export async function signIn(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<string> {
  const previous = readCookie(request, SESSION_COOKIE);
  if (previous) await deleteSession(db, previous);
  await deleteExpiredSessions(db);
  const token = await createSession(db, userId);
  setCookie(request, reply, SESSION_COOKIE, token, SESSION_ABSOLUTE_SECONDS);
  forgetVisitor(request);
  return token;
}

/** Sign out: delete the session the request carried and clear its cookie. */
export async function signOut(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = readCookie(request, SESSION_COOKIE);
  if (token) await deleteSession(db, token);
  clearCookie(request, reply, SESSION_COOKIE);
  forgetVisitor(request);
}
