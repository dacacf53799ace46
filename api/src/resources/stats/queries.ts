import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import type { SiteStats } from './schemas';

/**
 * The site's headline totals, counted as their pages count them: published organizations and projects,
 * and the rounds received by published organizations (the unfiltered /funding summary's totals).
 */
export async function siteStats(db: Db): Promise<Static<typeof SiteStats>> {
  const [row] = await queryRows<{ organizations: number; projects: number; amount_usd: number; rounds: number }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM organizations WHERE is_approved AND deleted_at IS NULL) AS organizations,
          (SELECT count(*)::int FROM projects WHERE is_approved AND deleted_at IS NULL) AS projects,
          coalesce(sum(f.amount_usd), 0)::float8 AS amount_usd, count(f.id)::int AS rounds
        FROM funding_rounds f JOIN organizations r ON r.id = f.recipient_id AND r.is_approved AND r.deleted_at IS NULL
        WHERE f.deleted_at IS NULL`,
  );
  const { organizations, projects, amount_usd, rounds } = row!;
  return { organizations, projects, funding: { amount_usd, rounds } };
}
