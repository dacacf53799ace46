// Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that
// signed in to an account before carries a token for it, and sign-in spares it the per-account
// lockout that strangers share (sign-in-guard.ts).
//
// A token is `{nonce}.{issued}.{mac}`: a random 128-bit nonce, the issue time (unix seconds),
// and HMAC-SHA256(server secret, user id + nonce + issue time) in base64url. The user id is not
// in the cookie; a token is checked against the account being signed in to. One cookie holds
// the tokens of up to MAX_DEVICE_TOKENS accounts (a shared computer), separated by '~'.
//
// The cookie is set like the session cookie (sessions.ts: HttpOnly, SameSite=Lax, Path=/,
// `__Host-` and Secure over HTTPS) and lives DEVICE_COOKIE_SECONDS; the issue time enforces that
// lifetime on the server too. Signing out keeps it: it names the device, not a session.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie, tokensEqual } from './sessions';

const DEVICE_COOKIE = 'deviceid';
export const DEVICE_COOKIE_SECONDS = 365 * 86_400;
const MAX_DEVICE_TOKENS = 5;

const TOKEN = /^([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/;

interface DeviceToken {
  nonce: string;
  issued: number;
  mac: string;
  raw: string;
}

function macOf(secret: string, userId: number, nonce: string, issued: number): string {
  return crypto.createHmac('sha256', secret).update(`device-cookie\n${userId}\n${nonce}\n${issued}`).digest('base64url');
}

/** A token for `userId` (sign-in, and tests that need an old one). */
export function deviceToken(secret: string, userId: number, issued = Math.floor(Date.now() / 1000)): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  return `${nonce}.${issued}.${macOf(secret, userId, nonce, issued)}`;
}

/** The well-formed tokens of the cookie that have not outlived the cookie's lifetime. */
function liveTokens(request: FastifyRequest): DeviceToken[] {
  const value = readCookie(request, DEVICE_COOKIE);
  // A cookie of MAX_DEVICE_TOKENS tokens is under 500 characters; anything longer is not ours.
  if (!value || value.length > 1000) return [];
  const now = Math.floor(Date.now() / 1000);
  const tokens: DeviceToken[] = [];
  for (const raw of value.split('~')) {
    const match = TOKEN.exec(raw);
    if (!match) continue;
    const issued = Number(match[2]);
    if (issued > now + 300 || now - issued > DEVICE_COOKIE_SECONDS) continue;
    tokens.push({ nonce: match[1]!, issued, mac: match[3]!, raw });
  }
  return tokens;
}

const isFor = (secret: string, userId: number, token: DeviceToken) =>
  tokensEqual(token.mac, macOf(secret, userId, token.nonce, token.issued));

/** The nonce of this browser's valid token for `userId` (it keys the device's own budget), or null. */
export function knownDevice(secret: string, request: FastifyRequest, userId: number): string | null {
  return liveTokens(request).find((token) => isFor(secret, userId, token))?.nonce ?? null;
}

/** After a successful sign-in: a new token for `userId` replaces its old one; other accounts' tokens stay. */
export function rememberDevice(secret: string, request: FastifyRequest, reply: FastifyReply, userId: number): void {
  const others = liveTokens(request)
    .filter((token) => !isFor(secret, userId, token))
    .slice(0, MAX_DEVICE_TOKENS - 1)
    .map((token) => token.raw);
  setCookie(request, reply, DEVICE_COOKIE, [deviceToken(secret, userId), ...others].join('~'), DEVICE_COOKIE_SECONDS);
}
