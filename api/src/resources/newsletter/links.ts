// The newsletter's emailed links. Both are stateless HMACs over the subscription (id + address),
// so a link for one address never works for another and a re-created subscription (new id)
// invalidates the old links.
//   confirm:     {SITE_URL}/newsletter/confirm?s={id}&token={unix_time}-{hmac}   valid 7 days
//   unsubscribe: {SITE_URL}/newsletter/unsubscribe?s={id}&token={hmac}          never expires
//                (a way out must keep working in an old issue), one-click POST to the API.
import crypto from 'node:crypto';
import { nowSeconds, splitLinkHash } from '../accounts/links';
import { tokensEqual } from '../accounts/sessions';

export const CONFIRM_LINK_SECONDS = 7 * 86_400;
const FUTURE_SKEW_SECONDS = 300;

interface Subscription {
  id: number;
  email: string;
}

function hmac(secret: string, purpose: string, subscription: Subscription, unixTime?: number): string {
  const parts = [purpose, String(subscription.id), subscription.email];
  if (unixTime !== undefined) parts.push(String(unixTime));
  return crypto.createHmac('sha256', secret).update(parts.join('\n')).digest('hex');
}

export const confirmToken = (secret: string, subscription: Subscription, unixTime = nowSeconds()) =>
  `${unixTime}-${hmac(secret, 'newsletter-confirm', subscription, unixTime)}`;

export const unsubscribeToken = (secret: string, subscription: Subscription) => hmac(secret, 'newsletter-unsubscribe', subscription);

export const confirmLink = (siteUrl: string, secret: string, subscription: Subscription) =>
  `${siteUrl}/newsletter/confirm?s=${subscription.id}&token=${confirmToken(secret, subscription)}`;

/** The page a reader opens (it asks before leaving: mail scanners follow links). */
export const unsubscribePageLink = (siteUrl: string, secret: string, subscription: Subscription) =>
  `${siteUrl}/newsletter/unsubscribe?s=${subscription.id}&token=${unsubscribeToken(secret, subscription)}`;

/** RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` here, without a session or CSRF token. */
export const oneClickUnsubscribeLink = (siteUrl: string, secret: string, subscription: Subscription) =>
  `${siteUrl}/api/v1/newsletter/unsubscribe/?s=${subscription.id}&token=${unsubscribeToken(secret, subscription)}`;

export function checkConfirmToken(secret: string, subscription: Subscription, token: string): 'ok' | 'expired' | 'mismatch' {
  const parts = splitLinkHash(token);
  if (!parts) return 'mismatch';
  const now = nowSeconds();
  if (parts.unixTime > now + FUTURE_SKEW_SECONDS) return 'mismatch';
  if (!tokensEqual(parts.hash.toLowerCase(), hmac(secret, 'newsletter-confirm', subscription, parts.unixTime))) return 'mismatch';
  return now - parts.unixTime > CONFIRM_LINK_SECONDS ? 'expired' : 'ok';
}

export const checkUnsubscribeToken = (secret: string, subscription: Subscription, token: string) =>
  /^[0-9a-f]{64}$/i.test(token) && tokensEqual(token.toLowerCase(), unsubscribeToken(secret, subscription));
