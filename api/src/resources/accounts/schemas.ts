import { Type } from 'typebox';
import { Nullable } from '../../http/schemas';

const MembershipStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved')]);

export const Membership = Type.Object({ id: Type.Integer(), slug: Type.String(), status: MembershipStatus });

export const SessionData = Type.Object({
  is_authenticated: Type.Boolean(),
  organization_memberships: Type.Array(Membership),
  project_memberships: Type.Array(Membership),
  csrf: Type.String(),
});

/** GET /api/accounts/info/ → orgs[] (docs/product/api.md §2). */
export const AccountOrganization = Type.Object({
  slug: Type.String(),
  display_name: Type.String(),
  is_affiliate: Type.Boolean(),
  /** The user's edit access: 'pending' shows 'Under Review' (docs/product/account.md §8). */
  status: MembershipStatus,
  /** The organization's own approval: false shows 'Pending Approval'. */
  is_approved: Type.Boolean(),
  /** Affiliate subscription (issue 14): 'active' (renews), 'canceled' (ends at next_billing_date), or null without one. */
  sub_status: Type.Union([Type.Literal('active'), Type.Literal('canceled'), Type.Null()]),
  /** The end of the paid period (ISO-8601 instant, UTC), or null. is_affiliate is true until then. */
  next_billing_date: Nullable(Type.String()),
  /** The plan of the subscription (the one that renews at next_billing_date), or null without one. */
  plan_type: Type.Union([Type.Literal('monthly'), Type.Literal('yearly'), Type.Null()]),
});

/** GET /api/accounts/info/ → projects[]. */
export const AccountProject = Type.Object({
  slug: Type.String(),
  display_name: Type.String(),
  status: MembershipStatus,
  /** false shows 'PENDING APPROVAL'. */
  is_approved: Type.Boolean(),
});

export const AccountInfo = Type.Object({
  full_name: Type.String(),
  /** The email address. */
  username: Type.String(),
  verified: Type.Boolean(),
  is_staff: Type.Boolean(),
  orgs: Type.Array(AccountOrganization),
  projects: Type.Array(AccountProject),
  /** How subscribing pays: 'stripe', or 'test' (a local checkout page, no card charged; /affiliate says so). */
  payments_mode: Type.Union([Type.Literal('stripe'), Type.Literal('test')]),
});

// Bodies: form-encoded or JSON. Fields are optional here so that a missing one gets the
// spec's own answer ('Neither email nor password may be blank') rather than a schema error.
const Email = Type.String({ maxLength: 320 });
/** Longer than the policy allows (256), so that 257… characters get the policy's message. */
const Password = Type.String({ maxLength: 1024 });
/** JSON true/false, or form text: 'true', 'on', '1' mean true. */
const Flag = Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })]);

export const LoginBody = Type.Object({
  username: Type.Optional(Email),
  password: Type.Optional(Password),
});

export const CreateAccountBody = Type.Object({
  full_name: Type.Optional(Type.String({ maxLength: 1000 })),
  username: Type.Optional(Email),
  password: Type.Optional(Password),
  newsletter: Type.Optional(Flag),
  redirectNewOrg: Type.Optional(Flag),
  redirectNewProj: Type.Optional(Flag),
});

export const ResetPasswordBody = Type.Object({
  unix_time: Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 20 })]),
  hashvalue: Type.String({ maxLength: 200 }),
  email: Email,
  newpassword: Password,
});

export const ResetLinkQuery = Type.Object({ email: Type.Optional(Email) });

export const VerifyEmailQuery = Type.Object({
  hash: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Email),
});
