// The staff review queue (issue 13 §7; the pages /review and /review/history): pending claims and
// new entries, decisions with a note (the requester is emailed; every decision is audited), and
// the audit log with filters. Staff only: everyone else gets 403. Wire contract: api/README.md,
// "Contributions" → Review.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ApiContext } from '../../app';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows, refreshOrganizationTotals } from '../../db/helpers';
import { organizationMemberships, organizations, projectMemberships, projectOrganizations, projects, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { pagedResponse, paging } from '../../http/paging';
import { Forbidden, Message } from '../../http/schemas';
import { requireStaff, type EntityKind, type Viewer } from '../contributions/access';
import { diffJson, writeAudit } from '../contributions/audit';
import { decisionEmail } from '../contributions/emails';
import { organizationEditView } from '../contributions/organization-edit';
import { projectEditView } from '../contributions/project-edit';
import { DecisionAnswer, DecisionBody, HistoryPage, HistoryQuery, ReviewQueue } from './schemas';

export const REVIEW_MESSAGES = {
  approved: 'Approved.',
  rejected: 'Rejected.',
  notFound: 'No such request.',
  alreadyApproved: 'This has already been approved.',
  alreadyRejected: 'This has already been rejected.',
  approvedEntryCannotBeRejected: 'This entry is already approved and public; it cannot be rejected here.',
} as const;

type ClaimType = 'organization_claim' | 'project_claim';
type ItemType = ClaimType | EntityKind;

const requesterJsonText = (alias: string) => `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id,
    'email', ${alias}.email, 'full_name', ${alias}.full_name, 'verified', ${alias}.is_verified) END`;
const requesterJson = (alias: string) => sql.raw(requesterJsonText(alias));
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

async function pendingClaims(db: Db) {
  const claims = (kind: EntityKind) => {
    const membership = kind === 'organization' ? 'organization_memberships' : 'project_memberships';
    const entity = kind === 'organization' ? 'organizations' : 'projects';
    const column = kind === 'organization' ? 'organization_id' : 'project_id';
    return sql.raw(`SELECT '${kind}_claim' AS type, m.id, m.status::text AS status,
        ${isoText('m.requested_at')} AS requested_at,
        ${requesterJsonText('u')} AS requester,
        json_build_object('type', '${kind}', 'id', e.id, 'slug', e.slug, 'display_name', e.display_name, 'is_approved', e.is_approved) AS entity,
        CASE WHEN m.decided_at IS NULL THEN NULL ELSE json_build_object('status', 'rejected', 'note', m.decision_note,
          'decided_at', ${isoText('m.decided_at')}) END AS previous_decision
      FROM ${membership} m JOIN ${entity} e ON e.id = m.${column} JOIN users u ON u.id = m.user_id
      WHERE m.status = 'pending'`);
  };
  return queryRows<Record<string, unknown>>(
    db,
    sql`SELECT * FROM (${claims('organization')} UNION ALL ${claims('project')}) c ORDER BY c.requested_at, c.type, c.id LIMIT 500`,
  );
}

async function pendingEntries(db: Db) {
  const rows = await queryRows<{
    type: EntityKind;
    id: number;
    slug: string;
    display_name: string;
    created_at: string;
    requester: unknown;
  }>(
    db,
    sql`SELECT * FROM (
        SELECT 'organization' AS type, o.id, o.slug, o.display_name, ${isoTimestamp('o.created_at')} AS created_at,
          ${requesterJson('u')} AS requester
        FROM organizations o LEFT JOIN users u ON u.id = o.created_by_id WHERE NOT o.is_approved AND o.reviewed_at IS NULL
        UNION ALL
        SELECT 'project', p.id, p.slug, p.display_name, ${isoTimestamp('p.created_at')}, ${requesterJson('u')}
        FROM projects p LEFT JOIN users u ON u.id = p.created_by_id WHERE NOT p.is_approved AND p.reviewed_at IS NULL
      ) e ORDER BY e.created_at, e.type, e.id LIMIT 200`,
  );
  // What staff approve: the entry as it is now, and what changed since it was added (edits by
  // its approved claimers apply at once; this shows them).
  return Promise.all(
    rows.map(async (row) => {
      const content =
        row.type === 'organization' ? await organizationEditView(db, { id: row.id }) : await projectEditView(db, { id: row.id });
      const [created] = await queryRows<{ after: unknown }>(
        db,
        sql`SELECT after FROM audit_log WHERE entity_type = ${row.type} AND entity_id = ${row.id} AND action = ${`${row.type}.create`}
            ORDER BY id LIMIT 1`,
      );
      const [{ edits } = { edits: 0 }] = await queryRows<{ edits: number }>(
        db,
        sql`SELECT count(*)::int AS edits FROM audit_log WHERE entity_type = ${row.type} AND entity_id = ${row.id} AND action = ${`${row.type}.edit`}`,
      );
      const strip = (value: unknown) => {
        if (!value || typeof value !== 'object') return value ?? {};
        const { version: _version, ...rest } = value as Record<string, unknown>;
        return rest;
      };
      return {
        ...row,
        content,
        edits,
        changes_since_added: created ? diffJson(strip(created.after), strip(content)) : [],
      };
    }),
  );
}

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db, secret, config, mailer }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get(
    '/v1/review/',
    {
      schema: {
        tags: ['review'],
        summary: 'The staff review queue: pending claims and new entries (oldest first)',
        description: '200 { claims, new_entries }. 403: not staff.',
        response: { 200: ReviewQueue, 403: Forbidden },
      },
    },
    async (request) => {
      await requireStaff(db, secret, request);
      const [claims, entries] = await Promise.all([pendingClaims(db), pendingEntries(db)]);
      return { claims, new_entries: entries } as never;
    },
  );

  // ---------------------------------------------------------------- decisions

  interface Decided {
    status: 'approved' | 'rejected';
    recipient: { email: string; fullName: string } | null;
    entity: { kind: EntityKind; slug: string; displayName: string };
  }

  async function decideClaim(
    staff: Viewer,
    type: ClaimType,
    id: number,
    decision: 'approve' | 'reject',
    note: string | null,
  ): Promise<Decided> {
    const kind: EntityKind = type === 'organization_claim' ? 'organization' : 'project';
    const table = kind === 'organization' ? organizationMemberships : projectMemberships;
    const entityTable = kind === 'organization' ? organizations : projects;
    const entityColumn = kind === 'organization' ? organizationMemberships.organizationId : projectMemberships.projectId;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          status: table.status,
          userId: table.userId,
          email: users.email,
          fullName: users.fullName,
          entityId: entityTable.id,
          slug: entityTable.slug,
          displayName: entityTable.displayName,
        })
        .from(table)
        .innerJoin(users, eq(users.id, table.userId))
        .innerJoin(entityTable, eq(entityTable.id, entityColumn))
        .where(eq(table.id, id))
        .for('update', { of: table });
      if (!row) throw new HttpError(404, REVIEW_MESSAGES.notFound);
      const status = decision === 'approve' ? 'approved' : 'rejected';
      if (row.status === status)
        throw new HttpError(409, status === 'approved' ? REVIEW_MESSAGES.alreadyApproved : REVIEW_MESSAGES.alreadyRejected);
      const decidedAt = new Date().toISOString();
      await tx.update(table).set({ status, decidedAt, decidedById: staff.id, decisionNote: note }).where(eq(table.id, id));
      await writeAudit(tx, {
        actor: staff,
        action: `${type}.${decision}`,
        entityType: kind,
        entityId: row.entityId,
        entitySlug: row.slug,
        before: { membership_id: id, user_id: row.userId, user_email: row.email, status: row.status },
        after: { membership_id: id, user_id: row.userId, user_email: row.email, status, note },
        note,
      });
      return {
        status,
        recipient: { email: row.email, fullName: row.fullName },
        entity: { kind, slug: row.slug, displayName: row.displayName },
      };
    });
  }

  async function decideEntry(
    staff: Viewer,
    kind: EntityKind,
    id: number,
    decision: 'approve' | 'reject',
    note: string | null,
  ): Promise<Decided> {
    const table = kind === 'organization' ? organizations : projects;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          slug: table.slug,
          displayName: table.displayName,
          isApproved: table.isApproved,
          reviewedAt: table.reviewedAt,
          email: users.email,
          fullName: users.fullName,
        })
        .from(table)
        .leftJoin(users, eq(users.id, table.createdById))
        .where(eq(table.id, id))
        .for('update', { of: table });
      if (!row) throw new HttpError(404, REVIEW_MESSAGES.notFound);
      if (row.isApproved) {
        throw new HttpError(409, decision === 'approve' ? REVIEW_MESSAGES.alreadyApproved : REVIEW_MESSAGES.approvedEntryCannotBeRejected);
      }
      if (decision === 'reject' && row.reviewedAt) throw new HttpError(409, REVIEW_MESSAGES.alreadyRejected);
      const before = { is_approved: row.isApproved, reviewed_at: row.reviewedAt };
      const reviewedAt = new Date().toISOString();
      const isApproved = decision === 'approve';
      await tx.update(table).set({ isApproved, reviewedAt, reviewedById: staff.id, reviewNote: note }).where(eq(table.id, id));
      if (kind === 'project' && isApproved) {
        // total_projects counts approved projects.
        const owners = await tx
          .select({ id: projectOrganizations.organizationId })
          .from(projectOrganizations)
          .where(eq(projectOrganizations.projectId, id));
        await refreshOrganizationTotals(
          tx,
          owners.map((owner) => owner.id),
        );
      }
      await writeAudit(tx, {
        actor: staff,
        action: `${kind}.${decision}`,
        entityType: kind,
        entityId: id,
        entitySlug: row.slug,
        before,
        after: { is_approved: isApproved, reviewed_at: reviewedAt, note },
        note,
      });
      return {
        status: isApproved ? 'approved' : 'rejected',
        recipient: row.email ? { email: row.email, fullName: row.fullName ?? '' } : null,
        entity: { kind, slug: row.slug, displayName: row.displayName },
      };
    });
  }

  app.post(
    '/v1/review/decisions/',
    {
      schema: {
        tags: ['review'],
        summary: 'Approve or reject a claim or a new entry, with a note; the requester is emailed',
        description:
          '200 { message: "Approved." | "Rejected.", type, id, status, email_sent }. 400: bad body. 403: not staff or CSRF. ' +
          '404: unknown id. 409: already in that state (or rejecting an approved entry).',
        body: DecisionBody,
        response: { 200: DecisionAnswer, 400: Message, 403: Forbidden, 404: Message, 409: Message },
      },
    },
    async (request) => {
      const staff = await requireStaff(db, secret, request);
      const { type, id, decision } = request.body;
      const note = request.body.note?.trim() || null;
      const decided =
        type === 'organization_claim' || type === 'project_claim'
          ? await decideClaim(staff, type, id, decision, note)
          : await decideEntry(staff, type as EntityKind, id, decision, note);
      let emailSent = false;
      if (decided.recipient) {
        try {
          await mailer.send(
            decisionEmail({
              to: decided.recipient,
              subject: type.endsWith('_claim') ? 'claim' : 'entry',
              kind: decided.entity.kind,
              entity: decided.entity,
              decision,
              note,
              siteUrl: config.siteUrl,
            }),
          );
          emailSent = true;
        } catch (error) {
          // The decision stands; the failure is logged (staff see email_sent: false).
          request.log.error({ err: error }, 'sending a review decision email failed');
        }
      }
      return {
        message: decision === 'approve' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.rejected,
        type: type as ItemType,
        id,
        status: decided.status,
        email_sent: emailSent,
      };
    },
  );

  // ---------------------------------------------------------------- the audit log

  app.get(
    '/v1/review/history/',
    {
      schema: {
        tags: ['review'],
        summary: 'The audit log, newest first, with filters (staff only)',
        description:
          'Filters: entity_type, entity_id, entity_slug, user (id or email), action (exact, e.g. "organization.edit", or a prefix ' +
          'such as "organization" or "project_claim"), from/to (YYYY-MM-DD, inclusive, UTC; or ISO timestamps). ' +
          '200 { results: [{ id, created_at, action, entity_type, entity_id, entity_slug, user, note, before, after, changes }], next }. 403: not staff.',
        querystring: HistoryQuery,
        response: { 200: HistoryPage, 400: Message, 403: Forbidden },
      },
    },
    async (request) => {
      await requireStaff(db, secret, request);
      const query = request.query;
      const page = paging(query);
      const conditions: SQL[] = [];
      if (query.entity_type) conditions.push(sql`a.entity_type = ${query.entity_type}`);
      if (query.entity_id !== undefined) conditions.push(sql`a.entity_id = ${query.entity_id}`);
      if (query.entity_slug) conditions.push(sql`a.entity_slug = ${query.entity_slug}`);
      if (query.user) {
        const user = query.user.trim();
        conditions.push(/^\d{1,9}$/.test(user) ? sql`a.user_id = ${Number(user)}` : sql`lower(a.user_email) = ${user.toLowerCase()}`);
      }
      if (query.action) {
        const action = query.action.trim();
        conditions.push(
          action.includes('.')
            ? sql`a.action = ${action}`
            : sql`a.action LIKE ${`${action.replace(/[%_\\]/g, (character) => `\\${character}`)}.%`}`,
        );
      }
      const bound = (value: string, end: boolean): SQL => {
        if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
          const day = new Date(`${value}T00:00:00Z`);
          if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
            throw new HttpError(400, 'from and to must be dates (YYYY-MM-DD) or ISO timestamps.');
          }
          return end ? sql`(${value}::date + 1)::timestamptz` : sql`${value}::date::timestamptz`;
        }
        const time = Date.parse(value);
        if (Number.isNaN(time) || Math.abs(time) > 8.64e15)
          throw new HttpError(400, 'from and to must be dates (YYYY-MM-DD) or ISO timestamps.');
        return sql`${new Date(time).toISOString()}::timestamptz`;
      };
      if (query.from) conditions.push(sql`a.created_at >= ${bound(query.from, false)}`);
      if (query.to) conditions.push(sql`a.created_at ${/^\d{4}-\d{2}-\d{2}$/.test(query.to) ? sql`<` : sql`<=`} ${bound(query.to, true)}`);
      const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
      const rows = await queryRows<{ before: unknown; after: unknown } & Record<string, unknown>>(
        db,
        sql`SELECT a.id, ${isoTimestamp('a.created_at')} AS created_at, a.action, a.entity_type, a.entity_id, a.entity_slug,
              CASE WHEN a.user_id IS NULL AND a.user_email IS NULL THEN NULL
                ELSE json_build_object('id', a.user_id, 'email', a.user_email) END AS "user",
              a.note, a.before, a.after
            FROM audit_log a ${where}
            ORDER BY a.created_at DESC, a.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      const results = rows.map((row) => ({ ...row, changes: diffJson(row.before ?? {}, row.after ?? {}) }));
      return pagedResponse(request, page, results) as never;
    },
  );
};

export default routes;
