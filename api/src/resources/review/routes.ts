// The staff review queue (issue 13 §7; the pages /review and /review/history): pending claims and
// new entries, decisions with a note (the requester is emailed; every decision is audited), and
// the audit log with filters; supplier links to other organizations' projects (L7); disabling accounts.
// Staff only (requireStaff: 401 signed out, 403 not staff). Wire contract:
// api/docs/contributions.md (the review calls).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ApiContext } from '../../app';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows, refreshOrganizationTotals } from '../../db/helpers';
import {
  organizationMemberships,
  organizations,
  projectMemberships,
  projectOrganizations,
  projectProviders,
  projects,
  users,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { nextPageUrl, pagedResponse, paging, type Paging } from '../../http/paging';
import { Forbidden, Message } from '../../http/schemas';
import { requireStaff, signedInViewer, type EntityKind, type Viewer } from '../../http/auth';
import { deleteSessionsOfUser } from '../accounts/sessions';
import { newEntryActivity } from '../activity-logs/write';
import { auditTimeConditions, diffJson, writeAudit } from '../contributions/audit';
import { decisionEmail } from '../contributions/emails';
import { organizationEditViews } from '../contributions/organization-edit';
import { projectEditViews } from '../contributions/project-edit';
import {
  AccountParams,
  AccountStateAnswer,
  AccountStateBody,
  DecisionAnswer,
  DecisionBody,
  HistoryPage,
  HistoryQuery,
  type QUEUE_KINDS,
  ReviewQueue,
  ReviewQueueQuery,
} from './schemas';

export const REVIEW_MESSAGES = {
  approved: 'Approved.',
  rejected: 'Rejected.',
  notFound: 'No such request.',
  alreadyApproved: 'This has already been approved.',
  alreadyRejected: 'This has already been rejected.',
  approvedEntryCannotBeRejected: 'This entry is already approved and public; it cannot be rejected here.',
  accountNotFound: 'No such account.',
  staffAccount: 'Staff accounts cannot be disabled here.',
  alreadyDisabled: 'This account is already disabled.',
  notDisabled: 'This account is not disabled.',
  disabled: 'Account disabled. Its sessions have ended and its pending requests have left the queue.',
  enabled: 'Account enabled. Its pending requests are back in the queue.',
} as const;

type ClaimType = 'organization_claim' | 'project_claim';
type ItemType = ClaimType | EntityKind | 'supplier_link';

const requesterJsonText = (alias: string) => `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id,
    'email', ${alias}.email, 'full_name', ${alias}.full_name, 'verified', ${alias}.is_verified) END`;
const requesterJson = (alias: string) => sql.raw(requesterJsonText(alias));
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type QueueKind = (typeof QUEUE_KINDS)[number];
type QueueType = ClaimType | EntityKind | 'supplier_link';

interface QueueFilters {
  kind?: QueueKind;
  q?: string;
  email?: string;
  sort?: '-requested_at' | 'requested_at';
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * One page of the queue, as (type, id) in order, and the count over all pages: one statement.
 * Requests by disabled accounts are left out (kept, and back once the account is enabled).
 */
async function queuePage(db: Db, filters: QueueFilters, page: Paging) {
  // Every part names its columns: any of them may be the first.
  const parts: SQL[] = [];
  const wants = (kind: QueueKind) => !filters.kind || filters.kind === kind;
  if (wants('claim')) {
    parts.push(sql`SELECT 'organization_claim' AS type, m.id, m.requested_at AS at, m.user_id, e.display_name AS name, e.slug
        FROM organization_memberships m JOIN organizations e ON e.id = m.organization_id WHERE m.status = 'pending'`);
    parts.push(sql`SELECT 'project_claim' AS type, m.id, m.requested_at AS at, m.user_id, e.display_name AS name, e.slug
        FROM project_memberships m JOIN projects e ON e.id = m.project_id WHERE m.status = 'pending'`);
  }
  if (wants('organization')) {
    parts.push(sql`SELECT 'organization' AS type, o.id, o.created_at AS at, o.created_by_id AS user_id, o.display_name AS name, o.slug
        FROM organizations o WHERE NOT o.is_approved AND o.reviewed_at IS NULL`);
  }
  if (wants('project')) {
    parts.push(sql`SELECT 'project' AS type, p.id, p.created_at AS at, p.created_by_id AS user_id, p.display_name AS name, p.slug
        FROM projects p WHERE NOT p.is_approved AND p.reviewed_at IS NULL`);
  }
  if (wants('supplier_link')) {
    parts.push(sql`SELECT 'supplier_link' AS type, pp.id, pp.requested_at AS at, pp.requested_by_id AS user_id,
          s.display_name || ' ' || p.display_name AS name, s.slug || ' ' || p.slug AS slug
        FROM project_providers pp JOIN organizations s ON s.id = pp.supplier_id JOIN projects p ON p.id = pp.project_id
        WHERE pp.review_status = 'pending'`);
  }
  const conditions: SQL[] = [sql`u.disabled_at IS NULL`];
  const text = filters.q?.trim();
  if (text) {
    const pattern = `%${text.toLowerCase().replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
    conditions.push(sql`(lower(q.name) LIKE ${pattern} OR lower(q.slug) LIKE ${pattern}
      OR lower(u.email) LIKE ${pattern} OR lower(u.full_name) LIKE ${pattern})`);
  }
  const email = filters.email?.trim();
  if (email) conditions.push(sql`u.email = ${email.toLowerCase()}`);
  const direction = filters.sort === 'requested_at' ? sql`ASC` : sql`DESC`;
  return queryRows<{ type: QueueType; id: number; total: number }>(
    db,
    sql`SELECT q.type, q.id, count(*) OVER ()::int AS total
        FROM (${sql.join(parts, sql` UNION ALL `)}) q LEFT JOIN users u ON u.id = q.user_id
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY q.at ${direction}, q.type ${direction}, q.id ${direction}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** Filters alone (a page past the end has no row to carry the count). */
async function queueCount(db: Db, filters: QueueFilters): Promise<number> {
  const rows = await queuePage(db, filters, { page: 1, pageSize: 0, offset: 0, limit: 1 });
  return rows[0]?.total ?? 0;
}

async function claimsById(db: Db, type: ClaimType, ids: number[]) {
  if (ids.length === 0) return [];
  const kind: EntityKind = type === 'organization_claim' ? 'organization' : 'project';
  const membership = kind === 'organization' ? 'organization_memberships' : 'project_memberships';
  const entity = kind === 'organization' ? 'organizations' : 'projects';
  const column = kind === 'organization' ? 'organization_id' : 'project_id';
  return queryRows<{ id: number } & Record<string, unknown>>(
    db,
    sql`SELECT '${sql.raw(type)}' AS type, m.id, m.status::text AS status,
        ${sql.raw(isoText('m.requested_at'))} AS requested_at,
        ${requesterJson('u')} AS requester,
        json_build_object('type', '${sql.raw(kind)}', 'id', e.id, 'slug', e.slug, 'display_name', e.display_name, 'is_approved', e.is_approved) AS entity,
        CASE WHEN m.decided_at IS NULL THEN NULL ELSE json_build_object('status', 'rejected', 'note', m.decision_note,
          'decided_at', ${sql.raw(isoText('m.decided_at'))}) END AS previous_decision
      FROM ${sql.raw(membership)} m JOIN ${sql.raw(entity)} e ON e.id = m.${sql.raw(column)} JOIN users u ON u.id = m.user_id
      WHERE m.id IN (${idList(ids)}) AND m.status = 'pending'`,
  );
}

/**
 * New entries with what staff approve: the entry as it is now, and what changed since it was
 * added (edits by its approved claimers apply at once; this shows them). Four statements
 * whatever the page size.
 */
async function entriesById(db: Db, organizationIds: number[], projectIds: number[]) {
  if (organizationIds.length + projectIds.length === 0) return [];
  const byKind = (kind: EntityKind, ids: number[]) =>
    ids.length ? sql`(x.entity_type = ${kind} AND x.entity_id IN (${idList(ids)}))` : sql`false`;
  const entryRows = (kind: EntityKind, ids: number[]) => {
    const table = sql.raw(kind === 'organization' ? 'organizations' : 'projects');
    return sql`SELECT ${kind}::text AS type, e.id, e.slug, e.display_name, ${isoTimestamp('e.created_at')} AS created_at,
        ${requesterJson('u')} AS requester
      FROM ${table} e LEFT JOIN users u ON u.id = e.created_by_id
      WHERE e.id IN (${idList(ids)}) AND NOT e.is_approved AND e.reviewed_at IS NULL`;
  };
  const entryParts = [
    ...(organizationIds.length ? [entryRows('organization', organizationIds)] : []),
    ...(projectIds.length ? [entryRows('project', projectIds)] : []),
  ];
  const [rows, organizationViews, projectViews, history] = await Promise.all([
    queryRows<{ type: EntityKind; id: number; slug: string; display_name: string; created_at: string; requester: unknown }>(
      db,
      sql.join(entryParts, sql` UNION ALL `),
    ),
    organizationEditViews(db, organizationIds),
    projectEditViews(db, projectIds),
    queryRows<{ entity_type: EntityKind; entity_id: number; created: unknown; edits: number }>(
      db,
      sql`SELECT x.entity_type, x.entity_id,
            (array_agg(x.after ORDER BY x.id) FILTER (WHERE x.action = x.entity_type || '.create'))[1] AS created,
            count(*) FILTER (WHERE x.action = x.entity_type || '.edit')::int AS edits
          FROM audit_log x WHERE ${byKind('organization', organizationIds)} OR ${byKind('project', projectIds)}
          GROUP BY x.entity_type, x.entity_id`,
    ),
  ]);
  const views = new Map<string, unknown>([
    ...organizationViews.map((view) => [`organization:${view.id}`, view] as const),
    ...projectViews.map((view) => [`project:${view.id}`, view] as const),
  ]);
  const histories = new Map(history.map((row) => [`${row.entity_type}:${row.entity_id}`, row]));
  const strip = (value: unknown) => {
    if (!value || typeof value !== 'object') return value ?? {};
    const { version: _version, ...rest } = value as Record<string, unknown>;
    return rest;
  };
  return rows.map((row) => {
    const key = `${row.type}:${row.id}`;
    const content = views.get(key) ?? null;
    const past = histories.get(key);
    return {
      ...row,
      content,
      edits: past?.edits ?? 0,
      changes_since_added: past?.created ? diffJson(strip(past.created), strip(content)) : [],
    };
  });
}

async function supplierLinksById(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return queryRows<{ id: number } & Record<string, unknown>>(
    db,
    sql`SELECT 'supplier_link' AS type, pp.id, pp.review_status::text AS status, ${isoTimestamp('pp.requested_at')} AS requested_at,
          ${requesterJson('u')} AS requester,
          json_build_object('id', s.id, 'slug', s.slug, 'display_name', s.display_name, 'is_approved', s.is_approved) AS supplier,
          json_build_object('id', p.id, 'slug', p.slug, 'display_name', p.display_name, 'is_approved', p.is_approved) AS project,
          (SELECT coalesce(json_agg(json_build_object('name', sc.name) ORDER BY sc.position, sc.id), '[]'::json)
             FROM project_provider_categories ppc JOIN supply_chain_sub_categories sc ON sc.id = ppc.sub_category_id
             WHERE ppc.provider_id = pp.id) AS categories,
          pp.description, pp.announcement_url
        FROM project_providers pp JOIN organizations s ON s.id = pp.supplier_id JOIN projects p ON p.id = pp.project_id
          LEFT JOIN users u ON u.id = pp.requested_by_id
        WHERE pp.id IN (${idList(ids)}) AND pp.review_status = 'pending'`,
  );
}

/** One page of the queue: the page's ids, then each kind's details in one statement. */
async function reviewQueue(db: Db, filters: QueueFilters, page: Paging) {
  const rows = await queuePage(db, filters, page);
  const total = rows[0]?.total ?? (page.offset > 0 ? await queueCount(db, filters) : 0);
  const shown = rows.slice(0, page.pageSize);
  const idsOf = (type: QueueType) => shown.filter((row) => row.type === type).map((row) => row.id);
  const [organizationClaims, projectClaims, entries, links] = await Promise.all([
    claimsById(db, 'organization_claim', idsOf('organization_claim')),
    claimsById(db, 'project_claim', idsOf('project_claim')),
    entriesById(db, idsOf('organization'), idsOf('project')),
    supplierLinksById(db, idsOf('supplier_link')),
  ]);
  // Each list in the page's order.
  const position = new Map(shown.map((row, index) => [`${row.type}:${row.id}`, index]));
  const inOrder = <T extends { id: number }>(items: T[], typeOf: (item: T) => string) =>
    items.sort((a, b) => (position.get(`${typeOf(a)}:${a.id}`) ?? 0) - (position.get(`${typeOf(b)}:${b.id}`) ?? 0));
  return {
    count: total,
    hasNext: rows.length > page.pageSize,
    claims: inOrder([...organizationClaims, ...projectClaims], (claim) => String(claim.type)),
    new_entries: inOrder(entries, (entry) => entry.type),
    supplier_links: inOrder(links, () => 'supplier_link'),
  };
}

/** Disable or enable an account (staff): sessions end on disable; audited. Shared with the admin API. */
export async function setAccountDisabled(db: Db, staff: Viewer, id: number, disable: boolean, note: string | null) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, email: users.email, isStaff: users.isStaff, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!account) throw new HttpError(404, REVIEW_MESSAGES.accountNotFound);
    if (disable && account.isStaff) throw new HttpError(409, REVIEW_MESSAGES.staffAccount);
    if (disable && account.disabledAt) throw new HttpError(409, REVIEW_MESSAGES.alreadyDisabled);
    if (!disable && !account.disabledAt) throw new HttpError(409, REVIEW_MESSAGES.notDisabled);
    const disabledAt = disable ? new Date().toISOString() : null;
    await tx.update(users).set({ disabledAt }).where(eq(users.id, id));
    if (disable) await deleteSessionsOfUser(tx, id);
    await writeAudit(tx, {
      actor: staff,
      action: disable ? 'account.disable' : 'account.enable',
      entityType: 'user',
      entityId: id,
      entitySlug: null,
      before: { user_id: id, user_email: account.email, disabled_at: account.disabledAt },
      after: { user_id: id, user_email: account.email, disabled_at: disabledAt, note },
      note,
    });
    return {
      message: disable ? REVIEW_MESSAGES.disabled : REVIEW_MESSAGES.enabled,
      id,
      email: account.email,
      disabled_at: disabledAt,
    };
  });
}

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db, config, mailer }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get(
    '/v1/review/',
    {
      schema: {
        tags: ['review'],
        summary: 'The staff review queue, paged: pending claims, new entries and supplier links (newest first by default)',
        description:
          "Filters: kind (claim | organization | project | supplier_link), q (text in the name or slug, or the requester's email " +
          "or name), email (the requester's email, exactly), sort (-requested_at | requested_at), page, page_size. Requests by " +
          "disabled accounts are left out. 200 { count, next, claims, new_entries, supplier_links }: this page's requests by kind, " +
          "each list in the page's order. 400: bad filter. 401: signed out. 403: not staff.",
        querystring: ReviewQueueQuery,
        response: { 200: ReviewQueue, 400: Message, 401: Message, 403: Forbidden },
      },
      preHandler: requireStaff,
    },
    async (request) => {
      const { kind, q, email, sort } = request.query;
      const page = paging(request.query);
      const queue = await reviewQueue(db, { kind, q, email, sort }, page);
      return {
        count: queue.count,
        next: nextPageUrl(request, page, queue.hasNext),
        claims: queue.claims,
        new_entries: queue.new_entries,
        supplier_links: queue.supplier_links,
      } as never;
    },
  );

  // ---------------------------------------------------------------- decisions

  interface Decided {
    status: 'approved' | 'rejected';
    recipient: { email: string; fullName: string } | null;
    entity: { kind: EntityKind; slug: string; displayName: string };
    /** A supplier link's organization (entity is then the project). */
    supplier?: { slug: string; displayName: string };
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
      if (isApproved) await newEntryActivity(tx, kind, id);
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

  async function decideSupplierLink(staff: Viewer, id: number, decision: 'approve' | 'reject', note: string | null): Promise<Decided> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          status: projectProviders.reviewStatus,
          supplierId: projectProviders.supplierId,
          supplierSlug: organizations.slug,
          supplierName: organizations.displayName,
          projectSlug: projects.slug,
          projectName: projects.displayName,
          email: users.email,
          fullName: users.fullName,
        })
        .from(projectProviders)
        .innerJoin(organizations, eq(organizations.id, projectProviders.supplierId))
        .innerJoin(projects, eq(projects.id, projectProviders.projectId))
        .leftJoin(users, eq(users.id, projectProviders.requestedById))
        .where(eq(projectProviders.id, id))
        .for('update', { of: projectProviders });
      if (!row) throw new HttpError(404, REVIEW_MESSAGES.notFound);
      const status = decision === 'approve' ? 'approved' : 'rejected';
      // Staff may also take an approved link off the project's page (reject it) later.
      if (row.status === status)
        throw new HttpError(409, status === 'approved' ? REVIEW_MESSAGES.alreadyApproved : REVIEW_MESSAGES.alreadyRejected);
      const reviewedAt = new Date().toISOString();
      await tx
        .update(projectProviders)
        .set({ reviewStatus: status, reviewedAt, reviewedById: staff.id, reviewNote: note })
        .where(eq(projectProviders.id, id));
      const link = { link_id: id, project_slug: row.projectSlug };
      await writeAudit(tx, {
        actor: staff,
        action: `supplier_link.${decision}`,
        entityType: 'organization',
        entityId: row.supplierId,
        entitySlug: row.supplierSlug,
        before: { ...link, status: row.status },
        after: { ...link, status, note },
        note,
      });
      return {
        status,
        recipient: row.email ? { email: row.email, fullName: row.fullName ?? '' } : null,
        entity: { kind: 'project', slug: row.projectSlug, displayName: row.projectName },
        supplier: { slug: row.supplierSlug, displayName: row.supplierName },
      };
    });
  }

  app.post(
    '/v1/review/decisions/',
    {
      schema: {
        tags: ['review'],
        summary: 'Approve or reject a claim, a new entry or a supplier link, with a note; the requester is emailed',
        description:
          '200 { message: "Approved." | "Rejected.", type, id, status, email_sent }. 400: bad body. 401: signed out. 403: not staff or CSRF. ' +
          '404: unknown id. 409: already in that state (or rejecting an approved entry).',
        body: DecisionBody,
        response: { 200: DecisionAnswer, 400: Message, 401: Message, 403: Forbidden, 404: Message, 409: Message },
      },
      preHandler: requireStaff,
    },
    async (request) => {
      const staff = signedInViewer(request);
      const { type, id, decision } = request.body;
      const note = request.body.note?.trim() || null;
      const decided =
        type === 'organization_claim' || type === 'project_claim'
          ? await decideClaim(staff, type, id, decision, note)
          : type === 'supplier_link'
            ? await decideSupplierLink(staff, id, decision, note)
            : await decideEntry(staff, type, id, decision, note);
      let emailSent = false;
      if (decided.recipient) {
        try {
          await mailer.send(
            decisionEmail({
              to: decided.recipient,
              subject: type.endsWith('_claim') ? 'claim' : type === 'supplier_link' ? 'supplier_link' : 'entry',
              kind: decided.entity.kind,
              entity: decided.entity,
              supplier: decided.supplier,
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

  // ---------------------------------------------------------------- disabling accounts

  const accountRoute = (action: 'disable' | 'enable') =>
    ({
      schema: {
        tags: ['review'],
        summary:
          action === 'disable'
            ? 'Disable an account: it cannot sign in, its sessions end, its pending requests leave the queue (kept)'
            : 'Enable a disabled account: it can sign in again and its pending requests are back in the queue',
        description:
          `200 { message, id, email, disabled_at }. Optional JSON body { note } (audited). 401: signed out. 403: not staff, or CSRF. ` +
          `404: unknown account. 409: ${action === 'disable' ? 'already disabled, or a staff account' : 'not disabled'}.`,
        params: AccountParams,
        body: AccountStateBody,
        response: { 200: AccountStateAnswer, 400: Message, 401: Message, 403: Forbidden, 404: Message, 409: Message },
      },
      preHandler: requireStaff,
    }) as const;

  async function setDisabled(request: FastifyRequest, id: number, disable: boolean, note: string | null) {
    return setAccountDisabled(db, signedInViewer(request), id, disable, note);
  }

  app.post('/v1/review/accounts/:id/disable/', accountRoute('disable'), async (request) =>
    setDisabled(request, request.params.id, true, request.body?.note?.trim() || null),
  );
  app.post('/v1/review/accounts/:id/enable/', accountRoute('enable'), async (request) =>
    setDisabled(request, request.params.id, false, request.body?.note?.trim() || null),
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
          '200 { results: [{ id, created_at, action, entity_type, entity_id, entity_slug, user, note, before, after, changes }], next }. ' +
          '401: signed out. 403: not staff.',
        querystring: HistoryQuery,
        response: { 200: HistoryPage, 400: Message, 401: Message, 403: Forbidden },
      },
      preHandler: requireStaff,
    },
    async (request) => {
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
      conditions.push(...auditTimeConditions(query.from, query.to));
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
