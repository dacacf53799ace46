// /affiliate (docs/product/account.md §15; issue 14): the plans and what stands between the visitor
// and a subscription for the chosen organization.
import type { SessionData } from 'mf-shared';
import type { AccountInfo, AccountOrganization } from '../../../lib/api/accountInfo';
import { PLAN_NAMES, PLAN_PRICES, planSummary, type PlanType } from '../../../lib/plans';

export type { PlanType };

export interface Plan {
  id: 'listed' | PlanType;
  name: string;
  price: string;
  period: string | null;
  badge: string | null;
  features: string[];
}

/** docs/product/account.md §15. */
export const PLANS: Plan[] = [
  {
    id: 'listed',
    name: 'Listed Supplier',
    price: 'Free',
    period: null,
    badge: null,
    features: ['A page in the directory', 'Listed in the supply chain under what you offer', 'Edit your facts after claiming the page'],
  },
  {
    id: 'monthly',
    name: PLAN_NAMES.monthly,
    ...PLAN_PRICES.monthly,
    badge: null,
    features: ['Gold check next to your name everywhere', 'Priority listing', 'Your own description', 'Sales email listing'],
  },
  {
    id: 'yearly',
    name: PLAN_NAMES.yearly,
    ...PLAN_PRICES.yearly,
    badge: 'Best Value',
    features: ['Gold check next to your name everywhere', 'Priority listing', 'Your own description', 'Sales email listing'],
  },
];

export const ORG_SLUG_PARAM = 'org-slug';
export const CHECKOUT_PARAM = 'checkout';
const CREATE_ACCOUNT = '/create-account';

export const AFFILIATE_TEXT = {
  noOrganization: 'Choose an organization to subscribe. Without one, the plans lead to creating an account.',
  noOrganizations: 'You have no organizations yet: claim your organization from its page (or add it), then come back here.',
  signedOut: 'Create an account (or sign in) and claim your organization to subscribe.',
  notClaimed: (name: string) => `Subscribing needs an approved claim of ${name}. Claim it from its page first.`,
  claimPending: (name: string) => `Your claim of ${name} is still under review. You can subscribe once it is approved.`,
  fullName: 'Subscribing needs a full name on your account.',
  unapproved: (name: string) => `${name} is still under review. You can subscribe once it is approved.`,
  active: (name: string, date: string, planType: PlanType | null) =>
    `${name} is an Affiliate member. Your subscription renews on ${date}${planType ? `: ${planSummary(planType)}` : ''}.`,
  ending: (name: string, date: string) => `${name} stays an Affiliate member until ${date}. Choose a plan to renew the membership.`,
  success: 'Thank you! Your payment was received: the membership shows on your profile as soon as the payment provider confirms it.',
  canceled: 'Checkout was cancelled. No payment was made.',
  /** A cancelled membership renewed without a checkout: nothing was paid, so no thanks for a payment. */
  resumed: 'Your membership renews again. Nothing was charged now: the plan you chose applies from the next renewal, below.',
  testMode: 'Payments run in test mode: checkout is a test page and no card is charged.',
} as const;

export type CheckoutState =
  /** No organization chosen: the buttons go to /create-account. */
  | { kind: 'none'; reason: string; createAccountHref: string }
  /** Something is missing: the buttons are disabled and the page says what. */
  | { kind: 'blocked'; reason: string; claimHref: string | null; organizationName: string }
  /** Already an active member: nothing to buy. */
  | { kind: 'active'; organizationName: string; reason: string; planType: PlanType | null }
  | { kind: 'ready'; organizationId: number; organizationName: string; renewing: boolean; note: string | null };

/** The organization the page is about: the query's, else the user's first approved claim. */
export function chosenSlug(querySlug: string | null, info: AccountInfo | undefined): string | null {
  if (querySlug) return querySlug;
  return info?.orgs.find((org) => org.status === 'approved')?.slug ?? null;
}

/** What the plan buttons do for this visitor and organization (docs/product/account.md §15). */
export function checkoutState(options: {
  session: Pick<SessionData, 'is_authenticated' | 'organization_memberships'>;
  info: AccountInfo | undefined;
  slug: string | null;
  formatDate: (date: string | null) => string;
}): CheckoutState {
  const { session, info, slug } = options;
  const createAccountHref = slug ? `${CREATE_ACCOUNT}?${new URLSearchParams({ [ORG_SLUG_PARAM]: slug })}` : CREATE_ACCOUNT;
  if (!session.is_authenticated) return { kind: 'none', reason: AFFILIATE_TEXT.signedOut, createAccountHref };
  if (!slug) {
    return {
      kind: 'none',
      reason: info && info.orgs.length === 0 ? AFFILIATE_TEXT.noOrganizations : AFFILIATE_TEXT.noOrganization,
      createAccountHref,
    };
  }
  const org: AccountOrganization | undefined = info?.orgs.find((candidate) => candidate.slug === slug);
  const membership = session.organization_memberships.find((candidate) => candidate.slug === slug);
  const name = org?.display_name ?? slug;
  const claimHref = `/organizations/${encodeURIComponent(slug)}`;
  if (!org || !membership) return { kind: 'blocked', reason: AFFILIATE_TEXT.notClaimed(name), claimHref, organizationName: name };
  if (org.status !== 'approved' || membership.status !== 'approved') {
    return { kind: 'blocked', reason: AFFILIATE_TEXT.claimPending(name), claimHref: null, organizationName: name };
  }
  if (!info?.full_name.trim()) return { kind: 'blocked', reason: AFFILIATE_TEXT.fullName, claimHref: null, organizationName: name };
  if (!org.is_approved) return { kind: 'blocked', reason: AFFILIATE_TEXT.unapproved(name), claimHref: null, organizationName: name };
  const date = options.formatDate(org.next_billing_date);
  if (org.is_affiliate && org.sub_status === 'active')
    return {
      kind: 'active',
      organizationName: name,
      reason: AFFILIATE_TEXT.active(name, date, org.plan_type ?? null),
      planType: org.plan_type ?? null,
    };
  const renewing = org.is_affiliate && org.sub_status === 'canceled';
  return {
    kind: 'ready',
    organizationId: membership.id,
    organizationName: name,
    renewing,
    note: renewing ? AFFILIATE_TEXT.ending(name, date) : null,
  };
}
