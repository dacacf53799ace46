// Admin calls about people rather than records: accounts (list, disable, enable), memberships
// (revoke, transfer to another account) and an organization's affiliate subscription. Registered
// inside the admin routes, so their staff check and `private, no-store` apply.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/helpers';
import { HttpError } from '../../http/errors';
import { MAX_PAGE, Nullable } from '../../http/schemas';
import { normalizeEmail } from '../accounts/queries';
import { signedInViewer } from '../../http/auth';
import { writeAudit } from '../contributions/audit';
import { REVIEW_MESSAGES, setAccountDisabled } from '../review/routes';
import { AccountStateAnswer, AccountStateBody } from '../review/schemas';
import { readingGateway, subscriptionSummary } from '../stripe/subscription-summary';
import type { BillingConfig } from '../stripe/config';
import { AdminError, AdminForbidden } from './schemas';

const errors = { 400: AdminError, 401: AdminError, 403: AdminForbidden, 404: AdminError, 409: AdminError };

const Membership = Type.Object({
  kind: Type.Union([Type.Literal('organization'), Type.Literal('project')]),
  id: Type.Integer(),
  entity_id: Type.Integer(),
  entity_slug: Type.String(),
  entity_name: Type.String(),
  status: Type.String(),
});

const Account = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  staff: Type.Boolean(),
  verified: Type.Boolean(),
  disabled: Type.Boolean(),
  disabled_at: Nullable(Type.String()),
  created_at: Type.String(),
  memberships: Type.Array(Membership),
});

const MembershipParams = Type.Object({
  kind: Type.Union([Type.Literal('organization'), Type.Literal('project')]),
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

const MembershipAnswer = Type.Object({
  message: Type.String(),
  membership: Type.Object({ ...Membership.properties, user_email: Type.String() }),
});

interface MembershipRow {
  kind: 'organization' | 'project';
  id: number;
  user_id: number;
  user_email: string;
  entity_id: number;
  entity_slug: string;
  entity_name: string;
  status: string;
}

async function membershipOf(db: Db, kind: 'organization' | 'project', id: number, lock = false): Promise<MembershipRow | null> {
  const table =
    kind === 'organization'
      ? sql`organization_memberships m JOIN organizations e ON e.id = m.organization_id`
      : sql`project_memberships m JOIN projects e ON e.id = m.project_id`;
  const [row] = await queryRows<MembershipRow>(
    db,
    sql`SELECT ${kind}::text AS kind, m.id, m.user_id, u.email AS user_email, e.id AS entity_id, e.slug AS entity_slug,
          e.display_name AS entity_name, m.status::text AS status
        FROM ${table} JOIN users u ON u.id = m.user_id WHERE m.id = ${id}${lock ? sql` FOR UPDATE OF m` : sql``}`,
  );
  return row ?? null;
}

const Subscription = Type.Object({
  organization_id: Type.Integer(),
  plan: Nullable(Type.String({ description: 'monthly or yearly; null: never subscribed' })),
  status: Nullable(Type.String({ description: "Stripe's status: active, past_due, canceled, …" })),
  membership_status: Nullable(Type.String({ description: "The organization's: 'active' renews, 'canceled' ends at paid_through" })),
  cancel_at_period_end: Type.Boolean(),
  is_affiliate: Type.Boolean(),
  paid_through: Nullable(Type.String()),
  ended_at: Nullable(Type.String()),
  stripe_customer_id: Nullable(Type.String()),
  subscription_id: Nullable(Type.String()),
  payer: Nullable(Type.Object({ email: Type.String(), name: Type.String(), user_id: Nullable(Type.Integer()) })),
});

const routes: FastifyPluginAsyncTypebox<{ db: Db; secret: string; billing: BillingConfig }> = async (app, { db, billing }) => {
  const staffOf = signedInViewer;
  const gateway = readingGateway(db, billing);

  app.get(
    '/v1/admin/organizations/:id/subscription/',
    {
      attachValidation: true,
      schema: {
        tags: ['admin'],
        summary: "An organization's affiliate subscription: plan, status, paid through, and who pays (read from Stripe)",
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        response: { 200: Subscription, ...errors },
      },
    },
    async (request) => {
      const summary = await subscriptionSummary({ db, billing, gateway, log: request.log }, request.params.id);
      if (!summary) throw new HttpError(404, 'No such organization.');
      return summary;
    },
  );

  app.get(
    '/v1/admin/accounts/',
    {
      attachValidation: true,
      schema: {
        tags: ['admin'],
        summary: 'Accounts (q: email or name), newest first, with their memberships',
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 200 })),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
          page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
        }),
        response: {
          200: Type.Object({
            count: Type.Integer(),
            next: Nullable(Type.String()),
            previous: Nullable(Type.String()),
            results: Type.Array(Account),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { q, page = 1, page_size: pageSize = 25 } = request.query;
      const text = q?.trim().toLowerCase();
      const pattern = text ? `%${text.replace(/[%_\\]/g, (character) => `\\${character}`)}%` : null;
      const where = pattern ? sql`WHERE lower(u.email) LIKE ${pattern} OR lower(u.full_name) LIKE ${pattern}` : sql``;
      const rows = await queryRows<Record<string, unknown> & { total: number }>(
        db,
        sql`SELECT u.id, u.email, u.full_name AS name, u.is_staff AS staff, u.is_verified AS verified, u.disabled_at IS NOT NULL AS disabled,
              ${isoTimestamp('u.disabled_at')} AS disabled_at, ${isoTimestamp('u.created_at')} AS created_at,
              (SELECT coalesce(json_agg(m ORDER BY m.kind, m.id), '[]'::json) FROM (
                 SELECT 'organization' AS kind, om.id, o.id AS entity_id, o.slug AS entity_slug, o.display_name AS entity_name, om.status
                   FROM organization_memberships om JOIN organizations o ON o.id = om.organization_id WHERE om.user_id = u.id
                 UNION ALL
                 SELECT 'project', pm.id, p.id, p.slug, p.display_name, pm.status
                   FROM project_memberships pm JOIN projects p ON p.id = pm.project_id WHERE pm.user_id = u.id) m) AS memberships,
              count(*) OVER ()::int AS total
            FROM users u ${where} ORDER BY u.created_at DESC, u.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      );
      const count = rows[0]?.total ?? 0;
      const link = (to: number) =>
        `/api/v1/admin/accounts/?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to), page_size: String(pageSize) })}`;
      return {
        count,
        next: page * pageSize < count ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results: rows.map(({ total: _total, ...row }) => row),
      } as never;
    },
  );

  for (const action of ['disable', 'enable'] as const) {
    app.post(
      `/v1/admin/accounts/:id/${action}/`,
      {
        attachValidation: true,
        schema: {
          tags: ['admin'],
          summary: action === 'disable' ? 'Disable an account (its sessions end; audited)' : 'Enable a disabled account (audited)',
          params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
          body: AccountStateBody,
          response: { 200: AccountStateAnswer, ...errors },
        },
      },
      async (request) =>
        setAccountDisabled(db, staffOf(request), request.params.id, action === 'disable', request.body?.note?.trim() || null),
    );
  }

  app.post(
    '/v1/admin/memberships/:kind/:id/revoke/',
    {
      attachValidation: true,
      schema: {
        tags: ['admin'],
        summary: 'Revoke a membership (claim) of an organization or a project: its account loses edit access (audited)',
        params: MembershipParams,
        response: { 200: MembershipAnswer, ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const staff = staffOf(request);
      return db.transaction(async (tx) => {
        const before = await membershipOf(tx as unknown as Db, kind, id, true);
        if (!before) throw new HttpError(404, REVIEW_MESSAGES.notFound);
        if (before.status === 'rejected') throw new HttpError(409, 'This membership is already revoked or rejected.');
        const table = sql.raw(kind === 'organization' ? 'organization_memberships' : 'project_memberships');
        await tx.execute(
          sql`UPDATE ${table} SET status = 'rejected', decided_at = now(), decided_by_id = ${staff.id}, decision_note = 'Revoked by staff' WHERE id = ${id}`,
        );
        const after = (await membershipOf(tx as unknown as Db, kind, id))!;
        await writeAudit(tx as unknown as Db, {
          actor: staff,
          action: `${kind}_claim.revoke`,
          entityType: kind,
          entityId: before.entity_id,
          entitySlug: before.entity_slug,
          before,
          after,
        });
        return { message: 'Membership revoked.', membership: after };
      });
    },
  );

  app.post(
    '/v1/admin/memberships/:kind/:id/transfer/',
    {
      attachValidation: true,
      schema: {
        tags: ['admin'],
        summary: 'Transfer a membership to another account (by email): it is approved for them and revoked for its holder (audited)',
        params: MembershipParams,
        body: Type.Object({ user_email: Type.String({ minLength: 3, maxLength: 320 }) }),
        response: { 200: MembershipAnswer, ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const staff = staffOf(request);
      const email = normalizeEmail(request.body.user_email);
      return db.transaction(async (tx) => {
        const db2 = tx as unknown as Db;
        const before = await membershipOf(db2, kind, id, true);
        if (!before) throw new HttpError(404, REVIEW_MESSAGES.notFound);
        const [target] = await queryRows<{ id: number; disabled: boolean }>(
          db2,
          sql`SELECT id, disabled_at IS NOT NULL AS disabled FROM users WHERE email = ${email}`,
        );
        if (!target) throw new HttpError(400, 'No account has this email.', { field: 'user_email' });
        if (target.disabled) throw new HttpError(400, 'This account is disabled.', { field: 'user_email' });
        if (target.id === before.user_id) throw new HttpError(409, 'This account already holds the membership.');
        const table = sql.raw(kind === 'organization' ? 'organization_memberships' : 'project_memberships');
        const entityColumn = sql.raw(kind === 'organization' ? 'organization_id' : 'project_id');
        // The new holder's own request, if any, gives way: one membership per account and entity.
        await tx.execute(sql`DELETE FROM ${table} WHERE user_id = ${target.id} AND ${entityColumn} = ${before.entity_id}`);
        await tx.execute(
          sql`UPDATE ${table} SET user_id = ${target.id}, status = 'approved', decided_at = now(), decided_by_id = ${staff.id},
                decision_note = ${`Transferred by staff from ${before.user_email}`} WHERE id = ${id}`,
        );
        const after = (await membershipOf(db2, kind, id))!;
        await writeAudit(db2, {
          actor: staff,
          action: `${kind}_claim.transfer`,
          entityType: kind,
          entityId: before.entity_id,
          entitySlug: before.entity_slug,
          before,
          after,
        });
        return { message: `Membership transferred to ${email}.`, membership: after };
      });
    },
  );
};

export default routes;
