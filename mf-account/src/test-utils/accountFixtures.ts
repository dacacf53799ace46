// GET /api/accounts/info/ answers for tests (docs/product/api.md §2 "Account info"): a verified member with
// no organizations unless a test gives some.
import type { AccountInfo, AccountOrganization } from '../lib/api/accountInfo';

export const accountOrganization = (overrides: Partial<AccountOrganization> = {}): AccountOrganization => ({
  slug: 'cfs',
  display_name: 'Commonwealth Fusion Systems',
  is_affiliate: false,
  status: 'approved',
  is_approved: true,
  sub_status: null,
  next_billing_date: null,
  plan_type: null,
  ...overrides,
});

export const accountInfo = (overrides: Partial<AccountInfo> = {}): AccountInfo => ({
  full_name: 'Ada Fusion',
  username: 'ada@example.com',
  verified: true,
  is_staff: false,
  orgs: [],
  projects: [],
  ...overrides,
});
