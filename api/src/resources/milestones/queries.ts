import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { notFound } from '../../http/errors';
import { MILESTONE_KINDS, type Milestone, type MilestonesQuery } from './schemas';
import { milestoneStatus } from './status';

type MilestoneRow = Omit<Milestone, 'status' | 'months_slipped' | 'deadline'>;

/** The concept of a milestone: its project's, or else the concept of most of its organization's projects. */
const CONCEPT_ID = sql.raw(`COALESCE(p.concept_id, (
  SELECT pr.concept_id FROM project_organizations po JOIN projects pr ON pr.id = po.project_id
  WHERE po.organization_id = m.organization_id AND pr.is_approved AND pr.deleted_at IS NULL AND pr.concept_id IS NOT NULL
  GROUP BY pr.concept_id ORDER BY count(*) DESC, pr.concept_id LIMIT 1))`);

async function exists(db: Db, table: 'organizations' | 'projects' | 'concepts', slug: string, what: string): Promise<void> {
  const published = table === 'concepts' ? sql`` : sql`AND is_approved AND deleted_at IS NULL`;
  const [row] = await queryRows(db, sql`SELECT 1 FROM ${sql.raw(table)} WHERE slug = ${slug} ${published}`);
  if (!row) throw notFound(`No ${what} '${slug}'.`);
}

/**
 * Published milestones, narrowed by organization, project, concept, milestone kind and status, with
 * their status computed for `today` (YYYY-MM-DD). Unknown organization, project or concept: 404.
 */
export async function listMilestones(db: Db, query: MilestonesQuery, today: string) {
  if (query.organization) await exists(db, 'organizations', query.organization, 'organization');
  if (query.project) await exists(db, 'projects', query.project, 'project');
  if (query.concept) await exists(db, 'concepts', query.concept, 'concept');
  const rows = await queryRows<MilestoneRow & { concept_slug: string | null }>(
    db,
    sql`SELECT * FROM (
          SELECT m.id, m.kind::text AS kind,
            CASE WHEN o.id IS NOT NULL THEN json_build_object('slug', o.slug, 'display_name', o.display_name) END AS organization,
            CASE WHEN p.id IS NOT NULL THEN json_build_object('slug', p.slug, 'display_name', p.display_name) END AS project,
            CASE WHEN c.id IS NOT NULL THEN json_build_object('slug', c.slug, 'display_name', c.display_name) END AS concept,
            c.slug AS concept_slug,
            m.record_description, m.claim_text,
            to_char(m.said_on, 'YYYY-MM-DD') AS said_on, m.said_on_precision::text AS said_on_precision,
            to_char(m.target_date, 'YYYY-MM-DD') AS target_date, m.target_precision::text AS target_precision,
            m.claim_source_url, m.claim_source_name,
            to_char(m.achieved_on, 'YYYY-MM-DD') AS achieved_on, m.achieved_on_precision::text AS achieved_on_precision,
            m.achievement_source_url, m.achievement_source_name,
            COALESCE((SELECT json_agg(json_build_object(
                'claim_text', r.claim_text, 'target_date', to_char(r.target_date, 'YYYY-MM-DD'),
                'target_precision', r.target_precision, 'said_on', to_char(r.said_on, 'YYYY-MM-DD'),
                'said_on_precision', r.said_on_precision, 'source_url', r.source_url, 'source_name', r.source_name,
                'note', r.note) ORDER BY r.said_on NULLS FIRST, r.id)
              FROM milestone_revisions r WHERE r.milestone_id = m.id), '[]'::json) AS revisions,
            COALESCE(o.display_name, p.display_name) AS sort_name
          FROM milestones m
          LEFT JOIN organizations o ON o.id = m.organization_id AND o.is_approved AND o.deleted_at IS NULL
          LEFT JOIN projects p ON p.id = m.project_id AND p.is_approved AND p.deleted_at IS NULL
          LEFT JOIN concepts c ON c.id = ${CONCEPT_ID}
          WHERE m.deleted_at IS NULL AND (o.id IS NOT NULL OR p.id IS NOT NULL)
            ${query.organization ? sql`AND o.slug = ${query.organization}` : sql``}
            ${query.project ? sql`AND p.slug = ${query.project}` : sql``}
            ${query.milestone ? sql`AND m.kind = ${query.milestone}` : sql``}
        ) x
        ORDER BY lower(x.sort_name), array_position(${sql.raw(`ARRAY[${MILESTONE_KINDS.map((k) => `'${k}'`).join(',')}]`)}::text[], x.kind), x.id`,
  );
  const concepts = new Map<string, { slug: string; display_name: string }>();
  for (const row of rows) if (row.concept) concepts.set(row.concept.slug, row.concept);
  const milestones: Milestone[] = rows
    .filter((row) => !query.concept || row.concept_slug === query.concept)
    .map(({ concept_slug: _concept, sort_name: _name, ...row }: MilestoneRow & { concept_slug: string | null; sort_name?: string }) => ({
      ...row,
      ...milestoneStatus(row, today),
    }))
    .filter((milestone) => !query.status || milestone.status === query.status);
  return {
    today,
    kinds: [...MILESTONE_KINDS],
    concepts: [...concepts.values()].sort((a, b) => a.display_name.localeCompare(b.display_name)),
    milestones,
  };
}
