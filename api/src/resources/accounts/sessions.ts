// Server-side sessions and CSRF tokens.
//
// Signed-in: cookie `sessionid` holds a random token; the sessions table keeps only its
// sha256. Anonymous: cookie `anonid` holds a signed random id and no row is written.
// Either way the CSRF token is HMAC(secret, kind + id): only the server can mint it, and it
// is bound to the visitor's cookie, so a cross-site page can neither read nor forge it.
import crypto from 'node:crypto';
import { sign, unsign } from '@fastify/cookie';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sessions } from '../../db/schema';

export const SESSION_COOKIE = 'sessionid';
export const ANONYMOUS_COOKIE = 'anonid';
export const SESSION_TTL_DAYS = 14;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export function csrfTokenFor(secret: string, kind: 'session' | 'anonymous', id: string): string {
  return crypto.createHmac('sha256', secret).update(`csrf:${kind}:${id}`).digest('base64url');
}

export function tokensEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** Create a session row for a user; returns the cookie value (login, tests). */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000).toISOString();
  await db.insert(sessions).values({ idHash: sha256(token), userId, expiresAt });
  return token;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
}

/** The user id of a live session, or null. */
export async function sessionUserId(db: Db, token: string): Promise<number | null> {
  if (token.length > 200) return null;
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(sql`${sessions.idHash} = ${sha256(token)} AND ${sessions.expiresAt} > now()`);
  return row?.userId ?? null;
}

/** Cookie header → { name: value } (first occurrence wins, values URI-decoded when valid). */
export function readCookies(request: FastifyRequest): Record<string, string> {
  const header = request.headers.cookie;
  const cookies: Record<string, string> = {};
  if (!header || header.length > 8192) return cookies;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 1) continue;
    const name = part.slice(0, separator).trim();
    if (name in cookies) continue;
    const raw = part.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
): void {
  // Our values are base64url (+ '.' from signing): no encoding needed.
  // trustProxy makes request.protocol follow X-Forwarded-Proto behind an HTTPS proxy.
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`;
  const existing = reply.getHeader('set-cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  reply.header('set-cookie', [...list, cookie]);
}

export interface Visitor {
  userId: number | null;
  /** The token the X-CSRFToken header must equal, or null when the visitor has no cookie yet. */
  expectedCsrf: string | null;
  sessionToken: string | null;
  anonymousId: string | null;
}

/** Who is calling, from the cookies (one indexed lookup when a session cookie is present). */
export async function identifyVisitor(db: Db, secret: string, request: FastifyRequest): Promise<Visitor> {
  const cookies = readCookies(request);
  const sessionToken = cookies[SESSION_COOKIE];
  if (sessionToken) {
    const userId = await sessionUserId(db, sessionToken);
    if (userId !== null) {
      return { userId, expectedCsrf: csrfTokenFor(secret, 'session', sessionToken), sessionToken, anonymousId: null };
    }
  }
  const signed = cookies[ANONYMOUS_COOKIE];
  const unsigned = signed ? unsign(signed, secret) : null;
  if (unsigned?.valid && unsigned.value) {
    return {
      userId: null,
      expectedCsrf: csrfTokenFor(secret, 'anonymous', unsigned.value),
      sessionToken: sessionToken ?? null,
      anonymousId: unsigned.value,
    };
  }
  return { userId: null, expectedCsrf: null, sessionToken: sessionToken ?? null, anonymousId: null };
}

/** Give an anonymous visitor a signed id cookie and return its CSRF token. */
export function issueAnonymousCsrf(secret: string, request: FastifyRequest, reply: FastifyReply): string {
  const id = crypto.randomBytes(18).toString('base64url');
  setCookie(request, reply, ANONYMOUS_COOKIE, sign(id, secret), 365 * 86_400);
  return csrfTokenFor(secret, 'anonymous', id);
}
