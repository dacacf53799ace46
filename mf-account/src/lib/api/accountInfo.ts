// GET /api/accounts/info/ (docs/product/api.md §2, §7) as react-query options: the profile page's query
// and the server render's `load` (app/definition.ts) share them, so hydration finds the data.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from 'mf-shared';

export const ACCOUNT_INFO_URL = '/api/accounts/info/';

type MembershipStatus = 'pending' | 'approved';
type SubscriptionStatus = 'active' | 'canceled';

export interface AccountOrganization {
  slug: string;
  display_name: string;
  is_affiliate: boolean;
  /** The user's edit access. */
  status: MembershipStatus;
  is_approved: boolean;
  /** null until payments exist. */
  sub_status: SubscriptionStatus | null;
  /** YYYY-MM-DD or an ISO date-time; null until payments exist. */
  next_billing_date: string | null;
  /** The plan that renews at next_billing_date; null without a subscription. */
  plan_type?: 'monthly' | 'yearly' | null;
}

export interface AccountProject {
  slug: string;
  display_name: string;
  status: MembershipStatus;
  is_approved: boolean;
}

export interface AccountInfo {
  full_name: string;
  /** The email address. */
  username: string;
  verified: boolean;
  is_staff: boolean;
  orgs: AccountOrganization[];
  projects: AccountProject[];
  /** 'test': subscribing opens the server's local test checkout (no card is charged); /affiliate says so. */
  payments_mode?: 'stripe' | 'test';
}

/** Every query of the signed-in account: removed when the user changes (sign-in, sign-out). */
export const ACCOUNT_QUERY_ROOT = ['account'] as const;

export const accountInfoQuery = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'info'],
    queryFn: ({ client }) => getJson<AccountInfo>(ACCOUNT_INFO_URL, undefined, client),
  });

export function useAccountInfo() {
  return useQuery(accountInfoQuery());
}
