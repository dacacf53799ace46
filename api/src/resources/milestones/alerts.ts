// The ledger's alerts (issue 26 §3): a milestone met (an achievement added in the admin) or slipped
// (its promised period ended without one) becomes an activity item of its organization and project,
// which their followers get (follows/events.ts ALERT_TYPES). The item keeps the milestone's id, so
// the alert names it and links to its entry (describe.ts). A claim slips once: slip_alerted_at
// records it, and a new promised date clears it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { MILESTONE_ACTIVITY_TYPES } from '../../seed/catalogue';
import { writeActivity } from '../activity-logs/write';
import { milestoneAnchor } from './describe';
import { milestoneStatus, type TargetPrecision } from './status';

/** Writes the item of milestone `id` (when it is published) for 'met' or 'slipped'. */
export async function milestoneActivity(tx: Db, id: number, event: keyof typeof MILESTONE_ACTIVITY_TYPES): Promise<void> {
  const [row] = await queryRows<{ organization_id: number | null; project_id: number | null; url: string }>(
    tx,
    sql`SELECT m.organization_id, m.project_id,
          CASE WHEN o.slug IS NOT NULL THEN '/organizations/' || o.slug ELSE '/projects/' || p.slug END AS url
        FROM milestones m
        LEFT JOIN organizations o ON o.id = m.organization_id AND o.is_approved AND o.deleted_at IS NULL
        LEFT JOIN projects p ON p.id = m.project_id AND p.is_approved AND p.deleted_at IS NULL
        WHERE m.id = ${id} AND m.deleted_at IS NULL AND (o.id IS NOT NULL OR p.id IS NOT NULL)`,
  );
  if (!row) return;
  await writeActivity(tx, MILESTONE_ACTIVITY_TYPES[event], {
    organizationId: row.organization_id,
    projectId: row.project_id,
    milestoneId: id,
    url: `${row.url}#${milestoneAnchor(id)}`,
  });
}

/**
 * Every published claim whose promised period ended by `today` with no achievement and no alert yet:
 * its 'Milestone Slipped' item, once. Returns how many slipped.
 */
export async function alertSlippedMilestones(db: Db, today: string): Promise<number> {
  const candidates = await queryRows<{ id: number; target_date: string; target_precision: TargetPrecision }>(
    db,
    sql`SELECT id, to_char(target_date, 'YYYY-MM-DD') AS target_date, target_precision::text AS target_precision
        FROM milestones
        WHERE deleted_at IS NULL AND achieved_on IS NULL AND target_date IS NOT NULL AND slip_alerted_at IS NULL
          AND target_date <= ${today}::date
        ORDER BY id`,
  );
  let slipped = 0;
  for (const candidate of candidates) {
    if (milestoneStatus({ ...candidate, achieved_on: null }, today).status !== 'slipped') continue;
    await db.transaction(async (tx) => {
      // Claimed first (conditionally), so a retried run never alerts twice.
      const claimed = await queryRows(
        tx,
        sql`UPDATE milestones SET slip_alerted_at = now() WHERE id = ${candidate.id} AND slip_alerted_at IS NULL RETURNING id`,
      );
      if (claimed.length) {
        await milestoneActivity(tx, candidate.id, 'slipped');
        slipped += 1;
      }
    });
  }
  return slipped;
}
