// The weekly digest's content, from the week's activity items (src/resources/activity-logs/write.ts
// writes them for real changes) and the jobs posted that week. Only public records: the same
// visibility rules as the activity feed.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { queryRows } from '../../../db/helpers';
import { ACTIVITY_TYPES } from '../../../seed/catalogue';

/** A long week stays readable: the rest is one link to the full list. */
const DIGEST_SECTION_LIMIT = 20;

interface DigestFunding {
  organization: string;
  slug: string;
  roundName: string;
  headline: string;
  amountUsd: number | null;
}

export interface DigestContent {
  periodStart: string;
  periodEnd: string;
  funding: { rounds: DigestFunding[]; count: number; totalUsd: number };
  organizations: { name: string; slug: string; country: string | null }[];
  projects: { name: string; slug: string }[];
  jobs: { organization: string; slug: string; titles: string[]; count: number }[];
  jobCount: number;
  articles: { title: string; slug: string; summary: string }[];
}

const window = (start: string, end: string) => sql`a.created_at >= ${start}::timestamptz AND a.created_at < ${end}::timestamptz`;

export async function buildDigest(db: Db, periodStart: string, periodEnd: string): Promise<DigestContent> {
  const inWeek = window(periodStart, periodEnd);
  const [funding, organizations, projects, jobs, articles] = await Promise.all([
    queryRows<{ organization: string; slug: string; round_name: string; headline: string; amount_usd: number | null }>(
      db,
      sql`SELECT o.display_name AS organization, o.slug, f.round_name, f.headline, f.amount_usd::float8 AS amount_usd
          FROM activity_logs a JOIN funding_rounds f ON f.id = a.funding_round_id JOIN organizations o ON o.id = f.recipient_id
          WHERE a.activity_type = ${ACTIVITY_TYPES.funding.type} AND ${inWeek}
            AND f.deleted_at IS NULL AND o.deleted_at IS NULL AND o.is_approved
          ORDER BY f.amount_usd DESC NULLS LAST, a.created_at, a.id`,
    ),
    queryRows<{ name: string; slug: string; country: string | null }>(
      db,
      sql`SELECT o.display_name AS name, o.slug, o.country FROM activity_logs a JOIN organizations o ON o.id = a.organization_id
          WHERE a.activity_type = ${ACTIVITY_TYPES.organization.type} AND ${inWeek} AND o.deleted_at IS NULL AND o.is_approved
          ORDER BY a.created_at, a.id LIMIT ${DIGEST_SECTION_LIMIT}`,
    ),
    queryRows<{ name: string; slug: string }>(
      db,
      sql`SELECT p.display_name AS name, p.slug FROM activity_logs a JOIN projects p ON p.id = a.project_id
          WHERE a.activity_type = ${ACTIVITY_TYPES.project.type} AND ${inWeek} AND p.deleted_at IS NULL AND p.is_approved
          ORDER BY a.created_at, a.id LIMIT ${DIGEST_SECTION_LIMIT}`,
    ),
    queryRows<{ organization: string; slug: string; titles: string[]; count: number }>(
      db,
      sql`SELECT o.display_name AS organization, o.slug, count(*)::int AS count,
            (array_agg(j.title ORDER BY j.created_at DESC, j.id DESC))[1:5] AS titles
          FROM jobs j JOIN organizations o ON o.id = j.organization_id
          WHERE j.created_at >= ${periodStart}::timestamptz AND j.created_at < ${periodEnd}::timestamptz
            AND j.deleted_at IS NULL AND o.deleted_at IS NULL AND o.is_approved
          GROUP BY o.id ORDER BY count(*) DESC, o.display_name LIMIT ${DIGEST_SECTION_LIMIT}`,
    ),
    queryRows<{ title: string; slug: string; summary: string }>(
      db,
      sql`SELECT ar.title, ar.slug, ar.summary FROM activity_logs a
          JOIN articles ar ON a.url = '/articles/' || ar.slug
          WHERE a.activity_type = ${ACTIVITY_TYPES.article.type} AND ${inWeek} AND ar.status = 'published' AND ar.deleted_at IS NULL
          ORDER BY ar.date DESC, ar.id DESC LIMIT ${DIGEST_SECTION_LIMIT}`,
    ),
  ]);
  return {
    periodStart,
    periodEnd,
    funding: {
      rounds: funding.slice(0, DIGEST_SECTION_LIMIT).map((row) => ({
        organization: row.organization,
        slug: row.slug,
        roundName: row.round_name,
        headline: row.headline,
        amountUsd: row.amount_usd,
      })),
      count: funding.length,
      totalUsd: funding.reduce((sum, row) => sum + (row.amount_usd ?? 0), 0),
    },
    organizations,
    projects,
    jobs,
    jobCount: jobs.reduce((sum, row) => sum + row.count, 0),
    articles,
  };
}

export const isEmptyDigest = (digest: DigestContent) =>
  digest.funding.count + digest.organizations.length + digest.projects.length + digest.jobCount + digest.articles.length === 0;
