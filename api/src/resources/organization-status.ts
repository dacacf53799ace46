// The organization pieces several resources put in their answers: its current status (issue 19),
// its tag group and a reference to it. One definition, so every list labels a defunct or merged
// company alike, and gives its logo placeholder the same colour.
import { sql, type SQL } from 'drizzle-orm';
import { publishedSlugSql } from '../db/helpers';

/**
 * The current status of the organization aliased `alias` (its latest event, by date then id), or null:
 * { status, date, date_precision, merged_into: { slug, name } | null, ticker }. An unpublished
 * organization it merged into keeps its name without a slug (no link).
 */
export function organizationStatusSql(alias: string): SQL {
  return sql`(SELECT json_build_object('status', e.status, 'date', e.date::text,
    'date_precision', e.date_precision, 'ticker', e.ticker,
    'merged_into', CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object(
      'slug', CASE WHEN m.deleted_at IS NULL AND m.is_approved THEN m.slug END, 'name', m.display_name) END)
  FROM organization_status_events e LEFT JOIN organizations m ON m.id = e.merged_into_id
  WHERE e.organization_id = ${sql.raw(alias)}.id AND e.deleted_at IS NULL ORDER BY e.date DESC, e.id DESC LIMIT 1)`;
}

/**
 * The group of the first tag of the organization aliased `alias`, groups and tags in catalogue order
 * ('Fusion Developers'…): what it mainly is, and the colour of its logo placeholder; null without tags.
 */
export function organizationTagGroupSql(alias: string): SQL {
  return sql`(SELECT g.name FROM organization_tag_links l JOIN organization_tags t ON t.id = l.tag_id
    JOIN organization_tag_groups g ON g.id = t.group_id WHERE l.organization_id = ${sql.raw(alias)}.id
    ORDER BY g.position, t.position, t.id LIMIT 1)`;
}

/** An OrganizationRef (shared-schemas.ts) of the organization aliased `alias`, with its current status. */
export function organizationRefSql(alias: string): SQL {
  return sql`json_build_object('id', ${sql.raw(alias)}.id, 'slug', ${sql.raw(publishedSlugSql(alias))},
    'display_name', ${sql.raw(alias)}.display_name, 'acronym_name', ${sql.raw(alias)}.acronym_name,
    'status', ${organizationStatusSql(alias)})`;
}
