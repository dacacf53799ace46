import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingAccounts, organizationMemberships, organizations, projectMemberships, projects, users } from '../../db/schema';
import { isoTimestamp } from '../../db/helpers';
import { affiliateSql } from '../stripe/benefits';

/**
 * A membership as the session and info calls show it (docs/product/api.md §4: pending or approved). A
 * rejected claim is not listed: the claim control shows its 'view' state again, and claiming
 * once more re-opens the request for staff (api/docs/contributions.md).
 */
type ListedStatus = 'pending' | 'approved';
const listed = <T extends { status: string }>(rows: T[]) => rows as (Omit<T, 'status'> & { status: ListedStatus })[];

/** The organizations and projects a user may edit (approved) or asked to (pending); id is the entity's id. */
export async function membershipsOf(db: Db, userId: number) {
  const [organizationRows, projectRows] = await Promise.all([
    db
      .select({ id: organizations.id, slug: organizations.slug, status: organizationMemberships.status })
      .from(organizationMemberships)
      .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
      .where(and(eq(organizationMemberships.userId, userId), ne(organizationMemberships.status, 'rejected')))
      .orderBy(asc(organizations.slug)),
    db
      .select({ id: projects.id, slug: projects.slug, status: projectMemberships.status })
      .from(projectMemberships)
      .innerJoin(projects, eq(projects.id, projectMemberships.projectId))
      .where(and(eq(projectMemberships.userId, userId), ne(projectMemberships.status, 'rejected')))
      .orderBy(asc(projects.slug)),
  ]);
  return { organizationRows: listed(organizationRows), projectRows: listed(projectRows) };
}

export type User = typeof users.$inferSelect;

/** Emails are stored trimmed and lower-cased: one account per address whatever its case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Deliberately simple (the address is proven by the verification email): one @, a dot after it. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

export const isValidEmail = (email: string) => email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);

export async function userByEmail(db: Db, email: string): Promise<User | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row ?? null;
}

/** GET /api/accounts/info/ for a user (docs/product/api.md §2 "Account info"). */
export async function accountInfo(db: Db, user: Pick<User, 'id' | 'email' | 'fullName' | 'isVerified' | 'isStaff'>) {
  const [orgs, projectRows] = await Promise.all([
    db
      .select({
        slug: organizations.slug,
        display_name: organizations.displayName,
        // The membership (issue 14): the benefit as of now, its state and the end of the paid period.
        is_affiliate: sql<boolean>`${affiliateSql('organizations')}`,
        status: organizationMemberships.status,
        is_approved: organizations.isApproved,
        sub_status: organizations.subStatus,
        next_billing_date: sql<string | null>`${isoTimestamp('organizations.next_billing_date')}`,
        plan_type: billingAccounts.planType,
      })
      .from(organizationMemberships)
      .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
      .leftJoin(billingAccounts, eq(billingAccounts.organizationId, organizations.id))
      .where(and(eq(organizationMemberships.userId, user.id), ne(organizationMemberships.status, 'rejected')))
      .orderBy(sql`lower(${organizations.displayName})`, asc(organizations.id)),
    db
      .select({
        slug: projects.slug,
        display_name: projects.displayName,
        status: projectMemberships.status,
        is_approved: projects.isApproved,
      })
      .from(projectMemberships)
      .innerJoin(projects, eq(projects.id, projectMemberships.projectId))
      .where(and(eq(projectMemberships.userId, user.id), ne(projectMemberships.status, 'rejected')))
      .orderBy(sql`lower(${projects.displayName})`, asc(projects.id)),
  ]);
  return {
    full_name: user.fullName,
    username: user.email,
    verified: user.isVerified,
    is_staff: user.isStaff,
    orgs: listed(orgs),
    projects: listed(projectRows),
  };
}
