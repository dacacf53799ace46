// The subscription area of the profile (docs/product/account.md §16): which button an
// organization gets from its payment fields, and the renew/end date line.
import { formatDate } from 'mf-shared/kit';
import type { AccountOrganization } from '../../../lib/api/accountInfo';
import { planSummary } from '../../../lib/plans';

export type SubscriptionAction = 'cancel' | 'renew' | 'become';

export const SUBSCRIPTION_LABELS: Record<SubscriptionAction, string> = {
  cancel: 'Cancel Subscription',
  renew: 'RENEW MEMBERSHIP',
  become: 'BECOME AN AFFILIATE',
};

/** Milliseconds of a billing date ('YYYY-MM-DD' is the end of that UTC day), or NaN. */
function billingTime(date: string | null): number {
  if (!date) return Number.NaN;
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T23:59:59Z`) : Date.parse(date);
}

type SubscriptionFields = Pick<AccountOrganization, 'is_affiliate' | 'sub_status' | 'next_billing_date' | 'plan_type'>;

/**
 * 'Cancel Subscription' for an active affiliate; otherwise 'RENEW MEMBERSHIP' when canceled
 * with the billing date still ahead; otherwise 'BECOME AN AFFILIATE'.
 * `now`: the time the data was fetched (the same on the server and in the browser's hydration).
 */
export function subscriptionAction(org: SubscriptionFields, now: number): SubscriptionAction {
  if (org.is_affiliate && org.sub_status === 'active') return 'cancel';
  if (org.sub_status === 'canceled' && billingTime(org.next_billing_date) > now) return 'renew';
  return 'become';
}

/**
 * 'Your subscription renews on {date}' (active; with the plan that renews then, which a renewal may
 * have switched: 'Affiliate (Annual), $9,000 per year') or 'Your subscription ends on {date}'
 * (canceled), else null.
 */
export function subscriptionDateText(org: SubscriptionFields): string | null {
  const date = formatDate(org.next_billing_date);
  if (!date) return null;
  if (org.sub_status === 'active') return `Your subscription renews on ${date}${org.plan_type ? `: ${planSummary(org.plan_type)}` : ''}`;
  if (org.sub_status === 'canceled') return `Your subscription ends on ${date}`;
  return null;
}

/** The affiliate page with the organization chosen (docs/product/account.md §15). */
export function affiliatePath(slug: string): string {
  return `/affiliate?org-slug=${encodeURIComponent(slug)}`;
}
