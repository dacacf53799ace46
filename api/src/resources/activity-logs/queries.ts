import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/helpers';
import { amountAnswerFields } from '../../db/money';
import type { Paging } from '../../http/paging';
import { ACTIVITY_TYPES } from '../../seed/catalogue';
import { organizationTagGroupSql } from '../organization-status';
import { affiliateSql } from '../stripe/benefits';
import type { Static } from 'typebox';
import type { ActivityLog } from './schemas';

/** Newest first; items about unapproved or unpublished organizations, projects, rounds and articles are left out. */
export async function listActivityLogs(db: Db, page: Paging): Promise<Static<typeof ActivityLog>[]> {
  const rows = await queryRows<Static<typeof ActivityLog>>(
    db,
    sql`SELECT a.id, a.activity_type, a.label_color,
          CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('slug', o.slug, 'logo', o.logo, 'tag_group', ${organizationTagGroupSql('o')},
            'display_name', o.display_name, 'is_affiliate', ${affiliateSql('o')}) END AS organization,
          CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('slug', p.slug, 'display_name', p.display_name,
            'media', (SELECT coalesce(json_agg(json_build_object('id', m.id, 'image_url', m.image_url)
                        ORDER BY m.position, m.id), '[]'::json) FROM project_media m WHERE m.project_id = p.id)) END AS project,
          CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object('amount_usd', f.amount_usd::float8,
            'round_name', f.round_name, 'amount', f.amount::float8, 'currency', f.currency,
            'announcement_date', f.announcement_date::text) END AS funding_round,
          CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('slug', r.slug, 'display_name', r.display_name) END
            AS recipient_organization,
          CASE WHEN ar.id IS NULL THEN NULL ELSE json_build_object('slug', ar.slug, 'title', ar.title) END AS article,
          a.jobs_count, a.url, ${isoTimestamp('a.created_at')} AS created_at, a.created_at_precision
        FROM activity_logs a
        LEFT JOIN organizations o ON o.id = a.organization_id
        LEFT JOIN projects p ON p.id = a.project_id
        LEFT JOIN funding_rounds f ON f.id = a.funding_round_id
        LEFT JOIN organizations r ON r.id = a.recipient_id
        LEFT JOIN articles ar ON a.activity_type = ${ACTIVITY_TYPES.article.type} AND a.url = '/articles/' || ar.slug
        WHERE (o.id IS NULL OR (o.is_approved AND o.deleted_at IS NULL)) AND (p.id IS NULL OR (p.is_approved AND p.deleted_at IS NULL))
          AND (f.id IS NULL OR f.deleted_at IS NULL) AND (r.id IS NULL OR r.deleted_at IS NULL)
          AND (a.activity_type <> ${ACTIVITY_TYPES.article.type} OR (ar.status = 'published' AND ar.deleted_at IS NULL))
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((row) => {
    if (!row.funding_round) return row;
    const { announcement_date, ...round } = row.funding_round as typeof row.funding_round & { announcement_date: string };
    const amounts = { amount: round.amount ?? null, currency: round.currency ?? null, amount_usd: round.amount_usd, announcement_date };
    return { ...row, funding_round: { ...round, ...amountAnswerFields(amounts) } };
  });
}
