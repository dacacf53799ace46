// The events a follow brings (issue 22): the activity items (src/resources/activity-logs/write.ts)
// of a new funding round, new jobs, a new project, a status change or a milestone met or slipped that concern the followed
// target. The instant and daily emails, and the private feed, all read them here.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/helpers';
import { ACTIVITY_TYPES, MILESTONE_ACTIVITY_TYPES, STATUS_ACTIVITY_TYPES } from '../../seed/catalogue';
import { describeMilestone, milestoneAnchor, type MilestoneFacts } from '../milestones/describe';
import type { FollowKind } from './targets';

/** The activity types that alert followers. */
const ALERT_TYPES: readonly string[] = [
  ACTIVITY_TYPES.funding.type,
  ACTIVITY_TYPES.jobs.type,
  ACTIVITY_TYPES.project.type,
  ...Object.values(STATUS_ACTIVITY_TYPES).map((entry) => entry.type),
  ...Object.values(MILESTONE_ACTIVITY_TYPES).map((entry) => entry.type),
];

export interface FollowEvent {
  follow_id: number;
  user_id: number;
  kind: FollowKind;
  /** The activity item's id. */
  id: number;
  activity_type: string;
  created_at: string;
  organization: { slug: string; name: string } | null;
  project: { slug: string; name: string } | null;
  round_name: string | null;
  amount_usd: number | null;
  jobs_count: number | null;
  /** The milestone of a 'Milestone Met' or 'Milestone Slipped' item (null for items written before it was kept). */
  milestone: MilestoneFacts | null;
  url: string | null;
}

// Whether activity item `a` concerns the target of follow `f`.
const MATCHES = sql.raw(`(
  (f.kind = 'organization' AND (a.organization_id = f.target_id OR a.recipient_id = f.target_id))
  OR (f.kind = 'project' AND a.project_id = f.target_id)
  OR (f.kind = 'concept' AND a.activity_type = '${ACTIVITY_TYPES.project.type}'
      AND EXISTS (SELECT 1 FROM projects cp WHERE cp.id = a.project_id AND cp.concept_id = f.target_id))
  OR (f.kind = 'job_tag' AND a.activity_type = '${ACTIVITY_TYPES.jobs.type}'
      AND EXISTS (SELECT 1 FROM jobs j JOIN job_tag_links l ON l.job_id = j.id
        WHERE j.organization_id = a.organization_id AND l.tag_id = f.target_id AND j.deleted_at IS NULL))
)`);

/**
 * Events of the follows `followCondition` selects (over `follows f`), oldest first; with
 * `afterCursor`, only the items after each follow's alerted_through_id (the oldest `limit`),
 * else the newest `limit`. Items of unpublished records are left out (as the public activity
 * feed does).
 */
export async function followEvents(
  db: Db,
  followCondition: SQL,
  { afterCursor, limit }: { afterCursor: boolean; limit: number },
): Promise<FollowEvent[]> {
  // After the cursors the oldest come first, so a backlog beyond the limit goes out in order on the next runs.
  return queryRows<FollowEvent>(
    db,
    sql`SELECT f.id AS follow_id, f.user_id, f.kind, a.id, a.activity_type, ${isoTimestamp('a.created_at')} AS created_at,
          CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('slug', o.slug, 'name', o.display_name) END AS organization,
          CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('slug', p.slug, 'name', p.display_name) END AS project,
          fr.round_name, fr.amount_usd::float8 AS amount_usd, a.jobs_count,
          CASE WHEN ms.id IS NULL THEN NULL ELSE json_build_object('id', ms.id, 'kind', ms.kind, 'record_description', ms.record_description,
            'project_name', mp.display_name, 'target_date', to_char(ms.target_date, 'YYYY-MM-DD'), 'target_precision', ms.target_precision,
            'achieved_on', to_char(ms.achieved_on, 'YYYY-MM-DD'), 'achieved_on_precision', ms.achieved_on_precision) END AS milestone,
          a.url
        FROM follows f
        JOIN activity_logs a ON ${MATCHES}
        LEFT JOIN organizations o ON o.id = coalesce(a.recipient_id, a.organization_id)
        LEFT JOIN projects p ON p.id = a.project_id
        LEFT JOIN funding_rounds fr ON fr.id = a.funding_round_id
        LEFT JOIN milestones ms ON ms.id = a.milestone_id
        LEFT JOIN projects mp ON mp.id = ms.project_id AND mp.is_approved AND mp.deleted_at IS NULL
        WHERE ${followCondition}
          AND a.activity_type IN (${sql.join(
            ALERT_TYPES.map((type) => sql`${type}`),
            sql`, `,
          )})
          ${afterCursor ? sql`AND a.id > f.alerted_through_id` : sql``}
          AND (o.id IS NULL OR (o.is_approved AND o.deleted_at IS NULL))
          AND (p.id IS NULL OR (p.is_approved AND p.deleted_at IS NULL))
          AND (fr.id IS NULL OR fr.deleted_at IS NULL)
          AND (ms.id IS NULL OR ms.deleted_at IS NULL)
        ORDER BY ${afterCursor ? sql`a.id ASC` : sql`a.created_at DESC, a.id DESC`}
        LIMIT ${limit}`,
  ).then((rows) => (afterCursor ? rows : rows.reverse()));
}

/** 240000000 → '$240M' (as the site shows money). */
function money(usd: number | null): string {
  if (usd == null || !Number.isFinite(usd)) return '';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(usd);
}

const MILESTONE_EVENTS = new Map<string, 'met' | 'slipped'>(
  Object.entries(MILESTONE_ACTIVITY_TYPES).map(([event, entry]) => [entry.type, event as 'met' | 'slipped']),
);

/**
 * One line: 'Funding: Helion ($425M Series F)'; a milestone is named:
 * 'Milestone Slipped: Commonwealth Fusion Systems — SPARC: Q_sci > 1 slipped by 14 months (promised for 2019)'.
 */
export function describeEvent(event: FollowEvent): string {
  const who = event.organization?.name ?? event.project?.name ?? 'An entry you follow';
  const milestoneEvent = MILESTONE_EVENTS.get(event.activity_type);
  if (milestoneEvent && event.milestone) {
    // A project's own milestone is already named by its project: not twice.
    const facts = event.organization ? event.milestone : { ...event.milestone, project_name: null };
    return `${event.activity_type}: ${who} — ${describeMilestone(facts, milestoneEvent, event.created_at.slice(0, 10))}`;
  }
  const details: string[] = [];
  if (event.round_name || event.amount_usd != null) details.push([money(event.amount_usd), event.round_name].filter(Boolean).join(' '));
  if (event.project && event.organization) details.push(event.project.name);
  if (event.jobs_count) details.push(`${event.jobs_count} ${event.jobs_count === 1 ? 'job' : 'jobs'}`);
  return `${event.activity_type}: ${who}${details.length ? ` (${details.join(', ')})` : ''}`;
}

/** The page an event points at, path-absolute: the organization's or the project's page (at the milestone's entry). */
export function eventPath(event: FollowEvent): string {
  if (event.milestone && MILESTONE_EVENTS.has(event.activity_type)) {
    const page = event.organization
      ? `/organizations/${event.organization.slug}`
      : event.project
        ? `/projects/${event.project.slug}`
        : null;
    if (page) return `${page}#${milestoneAnchor(event.milestone.id)}`;
  }
  if (event.activity_type === ACTIVITY_TYPES.project.type && event.project) return `/projects/${event.project.slug}`;
  if (event.organization) return `/organizations/${event.organization.slug}`;
  if (event.project) return `/projects/${event.project.slug}`;
  return '/updates';
}
