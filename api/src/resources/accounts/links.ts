// The links sent by email: password reset and email verification.
//
// Both are stateless: `hash={unix_time}-{hmac}` where hmac = HMAC-SHA256(server secret, purpose,
// user id, email, unix_time[, current password hash]) in lower-case hex (no '-' inside, so the
// client can split at the dash, docs/product/api.md §5). Comparison is constant-time.
//
// Reset link: {SITE_URL}/reset-password?hash={unix_time}-{hmac}&email={email}
//   expires RESET_LINK_SECONDS (24 h) after unix_time; works once, because the hmac covers the
//   password hash, which the reset replaces (every new argon2 hash has a new salt).
// Verification link: {SITE_URL}/api/accounts/verify-email/?hash={unix_time}-{hmac}&email={email}
//   valid VERIFY_LINK_SECONDS (7 days); following it again is harmless.
import crypto from 'node:crypto';
import { tokensEqual } from './sessions';

export const RESET_LINK_SECONDS = 24 * 3_600;
export const VERIFY_LINK_SECONDS = 7 * 86_400;
/** Clock skew tolerated for a unix_time in the future. */
const FUTURE_SKEW_SECONDS = 300;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

interface LinkSubject {
  id: number;
  email: string;
  passwordHash?: string | null;
}

function hmac(secret: string, purpose: 'reset-password' | 'verify-email', user: LinkSubject, unixTime: number): string {
  const parts = [purpose, String(user.id), user.email, String(unixTime)];
  if (purpose === 'reset-password') parts.push(user.passwordHash ?? '');
  return crypto.createHmac('sha256', secret).update(parts.join('\n')).digest('hex');
}

export function resetHash(secret: string, user: LinkSubject, unixTime = nowSeconds()): { unixTime: number; hash: string } {
  return { unixTime, hash: hmac(secret, 'reset-password', user, unixTime) };
}

export function resetLink(siteUrl: string, secret: string, user: LinkSubject, unixTime = nowSeconds()): string {
  const { hash } = resetHash(secret, user, unixTime);
  return `${siteUrl}/reset-password?hash=${unixTime}-${hash}&email=${encodeURIComponent(user.email)}`;
}

export function verificationLink(siteUrl: string, secret: string, user: LinkSubject, unixTime = nowSeconds()): string {
  const hash = hmac(secret, 'verify-email', user, unixTime);
  return `${siteUrl}/api/accounts/verify-email/?hash=${unixTime}-${hash}&email=${encodeURIComponent(user.email)}`;
}

export type LinkCheck = 'ok' | 'expired' | 'mismatch';

function check(
  secret: string,
  purpose: 'reset-password' | 'verify-email',
  user: LinkSubject,
  unixTime: number,
  sentHash: string,
  lifetime: number,
): LinkCheck {
  const now = nowSeconds();
  if (!Number.isSafeInteger(unixTime) || unixTime > now + FUTURE_SKEW_SECONDS) return 'mismatch';
  // The hash first: only a link this server made can be reported as expired.
  if (!tokensEqual(sentHash.toLowerCase(), hmac(secret, purpose, user, unixTime))) return 'mismatch';
  return now - unixTime > lifetime ? 'expired' : 'ok';
}

export const checkResetHash = (secret: string, user: LinkSubject, unixTime: number, hash: string) =>
  check(secret, 'reset-password', user, unixTime, hash, RESET_LINK_SECONDS);

export const checkVerificationHash = (secret: string, user: LinkSubject, unixTime: number, hash: string) =>
  check(secret, 'verify-email', user, unixTime, hash, VERIFY_LINK_SECONDS);

/** `{unix_time}-{hash}` → its parts, or null. */
export function splitLinkHash(value: string): { unixTime: number; hash: string } | null {
  const match = /^(\d{1,12})-([0-9a-fA-F]{1,128})$/.exec(value);
  return match ? { unixTime: Number(match[1]), hash: match[2]! } : null;
}
