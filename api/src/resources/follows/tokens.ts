// The two secrets of alerts (issue 22).
// - Unsubscribe: `{user id}-{hmac}`, HMAC-SHA256(server secret, 'alerts-unsubscribe', user id) in hex.
//   Stateless and without expiry (a link in a years-old email must still work); it can only stop
//   alert emails, so it needs no more.
// - The private feed: a random token stored per user (alert_feeds); a reset replaces it, and the
//   old URL answers 404.
import crypto from 'node:crypto';
import { tokensEqual } from '../accounts/sessions';

const unsubscribeHmac = (secret: string, userId: number) =>
  crypto.createHmac('sha256', secret).update(`alerts-unsubscribe\n${userId}`).digest('hex');

const unsubscribeToken = (secret: string, userId: number) => `${userId}-${unsubscribeHmac(secret, userId)}`;

/** The user id a token was made for, or null when it is not one of ours. */
export function checkUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})-([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  return tokensEqual(match[2]!, unsubscribeHmac(secret, userId)) ? userId : null;
}

/** Where an alert email's unsubscribe link (and RFC 8058 one-click POST) goes. */
export const unsubscribeUrl = (siteUrl: string, secret: string, userId: number) =>
  `${siteUrl}/api/v1/follows/unsubscribe/?token=${unsubscribeToken(secret, userId)}`;

/** 32 random bytes, URL-safe. */
export const newFeedToken = () => crypto.randomBytes(32).toString('base64url');

export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const feedUrls = (siteUrl: string, token: string) => ({
  rss: `${siteUrl}/api/v1/follows/feed/${token}.xml`,
  atom: `${siteUrl}/api/v1/follows/feed/${token}.atom`,
});
