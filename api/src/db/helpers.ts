// Small helpers shared by queries, the seed loader and the benchmark generator.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** Run raw SQL and return its rows (both drivers answer { rows }). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Insert many rows in chunks (a statement has at most 65535 bind parameters). Returns the ids. */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], chunkSize = 500): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const inserted = (await db
      .insert(table)
      .values(chunk as never)
      .returning()) as unknown as { id?: number }[];
    for (const row of inserted) if (typeof row.id === 'number') ids.push(row.id);
  }
  return ids;
}

/** An ISO-8601 UTC timestamp column as text ('2025-01-31T00:00:00.000Z'), identical on both drivers. */
export const isoTimestamp = (columnExpression: string) =>
  sql.raw(`to_char((${columnExpression}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Recompute the denormalized totals on organizations (list sort by total_funding needs
 * them indexed). Call after any write that touches funding, projects, jobs or offerings
 * (soft-deleted ones count for nothing, nor do closed postings and sample listings);
 * `organizationIds` limits it to those organizations (an edit touches one or a few).
 */
export async function refreshOrganizationTotals(db: Db, organizationIds?: number[]): Promise<void> {
  if (organizationIds && organizationIds.length === 0) return;
  const only = organizationIds
    ? sql` WHERE o.id IN (${sql.join(
        organizationIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    UPDATE organizations o SET
      total_funding = coalesce((SELECT sum(amount_usd) FROM funding_rounds f WHERE f.recipient_id = o.id AND f.deleted_at IS NULL), 0),
      total_projects = (SELECT count(*) FROM project_organizations po JOIN projects p ON p.id = po.project_id
                        WHERE po.organization_id = o.id AND p.is_approved AND p.deleted_at IS NULL),
      total_jobs = (SELECT count(*) FROM jobs j WHERE j.organization_id = o.id AND j.deleted_at IS NULL
                    AND j.closed_at IS NULL AND NOT j.is_sample),
      total_supply_chain_offerings = (SELECT count(*) FROM supply_chain_offerings s WHERE s.organization_id = o.id)
    ${only}
  `);
}

/**
 * The slug of organization/project row `alias` when it is public, else NULL: a record that refers
 * to an unpublished one keeps its name without a link (issue 19).
 */
export const publishedSlugSql = (alias: string) => `CASE WHEN ${alias}.deleted_at IS NULL AND ${alias}.is_approved THEN ${alias}.slug END`;
