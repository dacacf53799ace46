// What a user can follow (issue 22): organizations, projects, concepts and job tags, named by slug
// in the API and stored by id. Only what the public can see can be followed.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';

export const FOLLOW_KINDS = ['organization', 'project', 'concept', 'job_tag'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

export const CADENCES = ['instant', 'daily', 'off'] as const;

export interface FollowTarget {
  id: number;
  slug: string;
  name: string;
}

const LOOKUPS: Record<FollowKind, { table: string; name: string; visible: string }> = {
  organization: { table: 'organizations', name: 'display_name', visible: 'is_approved AND deleted_at IS NULL' },
  project: { table: 'projects', name: 'display_name', visible: 'is_approved AND deleted_at IS NULL' },
  concept: { table: 'concepts', name: 'display_name', visible: 'TRUE' },
  job_tag: { table: 'job_tags', name: 'name_without_emoji', visible: 'TRUE' },
};

/** The public target a kind and slug name, or null. */
export async function findTarget(db: Db, kind: FollowKind, slug: string): Promise<FollowTarget | null> {
  const { table, name, visible } = LOOKUPS[kind];
  const [row] = await queryRows<FollowTarget>(
    db,
    sql`SELECT id, slug, ${sql.raw(name)} AS name FROM ${sql.raw(table)} WHERE slug = ${slug} AND ${sql.raw(visible)}`,
  );
  return row ?? null;
}

/** The page of a followed target on the site (path-absolute). */
export function targetPath(kind: FollowKind, slug: string): string {
  switch (kind) {
    case 'organization':
      return `/organizations/${slug}`;
    case 'project':
      return `/projects/${slug}`;
    case 'concept':
      return `/projects/#${encodeURIComponent(slug)}`;
    case 'job_tag':
      return `/jobs#${encodeURIComponent(slug)}`;
  }
}

/**
 * SQL: the slug and name of follow `f`'s target (null when it is gone or no longer public), as
 * columns target_slug and target_name. For the SELECT list of a query over `follows f`.
 */
export const targetColumnsSql = sql.raw(`
  CASE f.kind
    WHEN 'organization' THEN (SELECT t.slug FROM organizations t WHERE t.id = f.target_id AND t.is_approved AND t.deleted_at IS NULL)
    WHEN 'project' THEN (SELECT t.slug FROM projects t WHERE t.id = f.target_id AND t.is_approved AND t.deleted_at IS NULL)
    WHEN 'concept' THEN (SELECT t.slug FROM concepts t WHERE t.id = f.target_id)
    WHEN 'job_tag' THEN (SELECT t.slug FROM job_tags t WHERE t.id = f.target_id)
  END AS target_slug,
  CASE f.kind
    WHEN 'organization' THEN (SELECT t.display_name FROM organizations t WHERE t.id = f.target_id)
    WHEN 'project' THEN (SELECT t.display_name FROM projects t WHERE t.id = f.target_id)
    WHEN 'concept' THEN (SELECT t.display_name FROM concepts t WHERE t.id = f.target_id)
    WHEN 'job_tag' THEN (SELECT t.name_without_emoji FROM job_tags t WHERE t.id = f.target_id)
  END AS target_name`);
