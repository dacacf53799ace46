// The activity feed of real changes (issue 19): every trigger writes its item with
// writeActivity, in the transaction of the change, so the item and the change commit together
// (and the data version moves once for both). Items of records that are later unpublished are
// hidden by the feed's query (funding, organizations, projects: by their keys) or removed here
// (articles and status events have no key column in activity_logs; no migration this round).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { ACTIVITY_TYPES, STATUS_ACTIVITY_TYPES } from '../../seed/catalogue';

type ActivityType = { type: string; color: string };

export interface ActivityItem {
  organizationId?: number | null;
  projectId?: number | null;
  fundingRoundId?: number | null;
  recipientId?: number | null;
  jobsCount?: number | null;
  /** The milestone met or slipped (its alert names it). */
  milestoneId?: number | null;
  url: string | null;
  /** Default: now (the transaction's time). */
  createdAt?: string;
}

/** The one way an activity item is written. */
export async function writeActivity(tx: Db, { type, color }: ActivityType, item: ActivityItem): Promise<void> {
  await tx.execute(sql`INSERT INTO activity_logs
      (activity_type, label_color, organization_id, project_id, funding_round_id, recipient_id, jobs_count, milestone_id, url, created_at)
    VALUES (${type}, ${color}, ${item.organizationId ?? null}, ${item.projectId ?? null}, ${item.fundingRoundId ?? null},
      ${item.recipientId ?? null}, ${item.jobsCount ?? null}, ${item.milestoneId ?? null}, ${item.url},
      coalesce(${item.createdAt ?? null}::timestamptz, now()))`);
}

type Row = Record<string, unknown> | null;
const isLive = (record: Row) => Boolean(record) && !record!.deleted_at;

async function exists(tx: Db, condition: ReturnType<typeof sql>): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(tx, sql`SELECT EXISTS (SELECT 1 FROM activity_logs a WHERE ${condition}) AS found`);
  return row!.found;
}

/** Funding: one item when the round is published (created); edits keep it pointing at the recipient. */
export async function fundingActivity(tx: Db, before: Row, after: Row): Promise<void> {
  if (!after) return;
  const id = after.id as number;
  const recipient = after.recipient as number;
  const url = (after.announcement_url as string | null) ?? null;
  if (await exists(tx, sql`a.funding_round_id = ${id}`)) {
    if (before && (before.recipient !== recipient || before.announcement_url !== url)) {
      await tx.execute(sql`UPDATE activity_logs SET organization_id = ${recipient}, recipient_id = ${recipient}, url = ${url}
        WHERE funding_round_id = ${id}`);
    }
    return;
  }
  if (!isLive(after)) return;
  await writeActivity(tx, ACTIVITY_TYPES.funding, { organizationId: recipient, recipientId: recipient, fundingRoundId: id, url });
}

/**
 * A new organization or project becomes public (approved on create, or approved later by staff
 * or by the review queue): 'New Organization' / 'New Project', once.
 */
export async function newEntryActivity(tx: Db, kind: 'organization' | 'project', id: number): Promise<void> {
  if (kind === 'organization') {
    const [row] = await queryRows<{ slug: string }>(
      tx,
      sql`SELECT slug FROM organizations WHERE id = ${id} AND is_approved AND deleted_at IS NULL`,
    );
    if (!row || (await exists(tx, sql`a.activity_type = ${ACTIVITY_TYPES.organization.type} AND a.organization_id = ${id}`))) return;
    await writeActivity(tx, ACTIVITY_TYPES.organization, { organizationId: id, url: `/organizations/${row.slug}` });
    return;
  }
  const [row] = await queryRows<{ slug: string; organization_id: number | null }>(
    tx,
    sql`SELECT p.slug, (SELECT po.organization_id FROM project_organizations po WHERE po.project_id = p.id
          ORDER BY po.position, po.organization_id LIMIT 1) AS organization_id
        FROM projects p WHERE p.id = ${id} AND p.is_approved AND p.deleted_at IS NULL`,
  );
  if (!row || (await exists(tx, sql`a.activity_type = ${ACTIVITY_TYPES.project.type} AND a.project_id = ${id}`))) return;
  await writeActivity(tx, ACTIVITY_TYPES.project, { projectId: id, organizationId: row.organization_id, url: `/projects/${row.slug}` });
}

/** Admin hook of organizations and projects: announce when a write makes a new entry public. */
export const newEntryHook =
  (kind: 'organization' | 'project') =>
  async (tx: Db, before: Row, after: Row): Promise<void> => {
    if (!after || !isLive(after) || !after.is_approved) return;
    if (before && before.is_approved) return; // already public: not new
    await newEntryActivity(tx, kind, after.id as number);
  };

const articlePath = (slug: unknown) => `/articles/${String(slug)}`;
const isPublished = (record: Row) => isLive(record) && record!.status === 'published';

/** Articles: an item when one is published; gone when it is unpublished; follows a slug change. */
export async function articleActivity(tx: Db, before: Row, after: Row): Promise<void> {
  const type = ACTIVITY_TYPES.article.type;
  const was = isPublished(before);
  const is = isPublished(after);
  if (was && !is) {
    await tx.execute(sql`DELETE FROM activity_logs WHERE activity_type = ${type} AND url = ${articlePath(before!.slug)}`);
  } else if (was && is && before!.slug !== after!.slug) {
    await tx.execute(sql`UPDATE activity_logs SET url = ${articlePath(after!.slug)}
      WHERE activity_type = ${type} AND url = ${articlePath(before!.slug)}`);
  } else if (!was && is && !(await exists(tx, sql`a.activity_type = ${type} AND a.url = ${articlePath(after!.slug)}`))) {
    await writeActivity(tx, ACTIVITY_TYPES.article, { url: articlePath(after!.slug) });
  }
}

const STATUS_TYPES = Object.values(STATUS_ACTIVITY_TYPES).map((entry) => entry.type);
const statusType = (status: unknown) => STATUS_ACTIVITY_TYPES[status as keyof typeof STATUS_ACTIVITY_TYPES];

/**
 * Status events: an item per published event, dated by the event's creation (its key: the
 * organization and that time). Unpublishing the event removes it; an edit relabels it.
 */
export async function statusEventActivity(tx: Db, before: Row, after: Row): Promise<void> {
  const record = (after ?? before)!;
  const [event] = await queryRows<{ created_at: string; slug: string }>(
    tx,
    sql`SELECT e.created_at::text AS created_at, o.slug FROM organization_status_events e
        JOIN organizations o ON o.id = e.organization_id WHERE e.id = ${record.id as number}`,
  );
  if (!event) return;
  const mine = (organizationId: unknown) =>
    sql`activity_type IN (${sql.join(
      STATUS_TYPES.map((type) => sql`${type}`),
      sql`, `,
    )}) AND organization_id = ${organizationId as number} AND created_at = ${event.created_at}::timestamptz`;
  if (isLive(before)) await tx.execute(sql`DELETE FROM activity_logs WHERE ${mine(before!.organization)}`);
  if (isLive(after)) {
    await writeActivity(tx, statusType(after!.status), {
      organizationId: after!.organization as number,
      url: `/organizations/${event.slug}`,
      createdAt: event.created_at,
    });
  }
}
