// The one-click renew link emailed to the payer when someone else cancels their subscription
// (security review L6; notify.ts):
//   GET  {SITE_URL}/api/v1/stripe/renew/?org={id}&expires={unix}&sig={hmac}   a confirm page; changes nothing
//   POST /api/v1/stripe/renew/  (form: org, expires, sig)                    turns renewal back on
// sig = HMAC-SHA256(server secret, 'renew-subscription', org id, subscription id, expires), hex.
// No sign-in: the signature is the proof, so a cross-site POST without it does nothing, and a
// mail scanner fetching the GET changes nothing. It covers the subscription id, so a link only
// ever renews the subscription it was sent about, and it ends at `expires`.
import crypto from 'node:crypto';
import { nowSeconds } from '../accounts/links';
import { tokensEqual } from '../accounts/sessions';
import { MAX_ID } from './schemas';

export const RENEW_PATH = '/api/v1/stripe/renew/';
/** A cancelled subscription stays renewable until its period ends: a month covers most of it. */
export const RENEW_LINK_SECONDS = 30 * 86_400;

export interface RenewToken {
  organizationId: number;
  expires: number;
  sig: string;
}

function signature(secret: string, organizationId: number, subscriptionId: string, expires: number): string {
  return crypto
    .createHmac('sha256', secret)
    .update(['renew-subscription', organizationId, subscriptionId, expires].join('\n'))
    .digest('hex');
}

export function renewLink(siteUrl: string, secret: string, organizationId: number, subscriptionId: string, now = nowSeconds()): string {
  const expires = now + RENEW_LINK_SECONDS;
  const query = new URLSearchParams({
    org: String(organizationId),
    expires: String(expires),
    sig: signature(secret, organizationId, subscriptionId, expires),
  });
  return `${siteUrl}${RENEW_PATH}?${query}`;
}

/** The link's fields (query or form), or null when they cannot be one. */
export function parseRenewToken(fields: Record<string, unknown> | null | undefined): RenewToken | null {
  const text = (name: string) => (typeof fields?.[name] === 'string' ? (fields[name] as string) : '');
  const org = text('org');
  const expires = text('expires');
  const sig = text('sig');
  if (!/^[0-9]{1,10}$/.test(org) || !/^[0-9]{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/i.test(sig)) return null;
  const organizationId = Number(org);
  if (organizationId < 1 || organizationId > MAX_ID) return null;
  return { organizationId, expires: Number(expires), sig: sig.toLowerCase() };
}

/** 'ok', 'expired' (a link this server made, too old) or 'mismatch' (not made for this subscription). */
export function checkRenewToken(
  secret: string,
  token: RenewToken,
  subscriptionId: string | null,
  now = nowSeconds(),
): 'ok' | 'expired' | 'mismatch' {
  if (!subscriptionId) return 'mismatch';
  if (!tokensEqual(token.sig, signature(secret, token.organizationId, subscriptionId, token.expires))) return 'mismatch';
  return now > token.expires ? 'expired' : 'ok';
}
