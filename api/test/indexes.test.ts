// The main list and search statements must use their indexes so they stay fast on 10k+
// rows (the benchmark lives in api/bench/). The fixture database gets 20k synthetic
// organizations, projects and jobs and fresh statistics, then each plan is checked with
// sequential scans discouraged (at 20k rows a seq scan of the FTS filter is still cheap
// enough that the planner may prefer it; what we check is that an index path exists).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { queryRows } from '../src/db/helpers';
import { paging } from '../src/http/paging';
import { organizationListQuery } from '../src/resources/organizations/queries';
import { projectListQuery } from '../src/resources/projects/queries';
import { jobConditions } from '../src/resources/jobs/queries';
import { fastHits, fuzzyHits } from '../src/resources/search/queries';
import { openTestDatabase } from './db';
import type { Database } from '../src/db/database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await db.execute(sql`INSERT INTO organizations (slug, display_name, acronym_name, country, is_approved, total_funding)
    SELECT 'synthetic-' || i, 'Synthetic ' || md5(i::text), upper(substr(md5(i::text), 1, 3)),
      (ARRAY['France', 'Japan', 'United States', NULL])[1 + i % 4], i % 10 <> 0, (i * 7919) % 1000000
    FROM generate_series(1, 20000) AS i`);
  await db.execute(sql`INSERT INTO organization_tag_links (organization_id, tag_id)
    SELECT o.id, (SELECT id FROM organization_tags ORDER BY id OFFSET (o.id % 27) LIMIT 1)
    FROM organizations o WHERE o.slug LIKE 'synthetic-%'`);
  await db.execute(sql`INSERT INTO projects (slug, display_name, project_status, is_approved)
    SELECT 'synthetic-project-' || i, 'Project ' || md5(i::text),
      (ARRAY['Planned', 'Operating', 'Shut Down']::project_status[])[1 + i % 3], true
    FROM generate_series(1, 20000) AS i`);
  await db.execute(sql`INSERT INTO jobs (organization_id, title, locations, locations_text, job_type, job_mode, website_url, created_at)
    SELECT o.id, 'Job ' || md5(o.id::text), ARRAY['City ' || o.id], 'city ' || o.id, 'Full-time', 'Remote',
      'https://example.org', now() - (o.id || ' minutes')::interval
    FROM organizations o WHERE o.slug LIKE 'synthetic-%'`);
  await db.execute(sql`INSERT INTO activity_logs (activity_type, label_color, organization_id, created_at)
    SELECT 'New Organization', 'accent', o.id, now() - (o.id || ' minutes')::interval
    FROM organizations o WHERE o.slug LIKE 'synthetic-%'`);
  await db.execute(sql`ANALYZE`);
});
afterAll(() => database.close());

async function plan(db: Db, statement: SQL): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx as unknown as Db, sql`EXPLAIN ${statement}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const page = paging({ page: 1, page_size: 20 });

test.each([
  ['organizations by name', organizationListQuery({ minimal: false, page }), 'organizations_name_idx'],
  ['organizations by funding', organizationListQuery({ sort: '-total_funding', minimal: true, page }), 'organizations_funding_idx'],
  ['organizations by country', organizationListQuery({ sort: 'country', minimal: true, page }), 'organizations_country_idx'],
  // Walks the name index and probes tag links: the cheapest plan for one page of a tab.
  ['organizations in a tab', organizationListQuery({ tab: 'funders', minimal: true, page }), 'organizations_name_idx'],
  ['projects by status', projectListQuery({ sort: 'project_status', page }), 'projects_status_idx'],
  ['search, full text', fastHits("'tok':*", 'tok'), 'organizations_search_idx'],
  ['search, trigram fallback', fuzzyHits('commonwelth'), 'organizations_name_trgm_idx'],
  ['jobs, where', sql`SELECT j.id FROM jobs j JOIN organizations o ON o.id = j.organization_id WHERE ${jobConditions({ location: 'devens' })}`, 'jobs_locations_trgm_idx'],
  // The organization-name half uses its GIN index; for the title half the planner's estimate
  // of a prefix tsquery is coarse and it may walk jobs_pkey instead (no seq scan either way).
  ['jobs, what', sql`SELECT j.id FROM jobs j JOIN organizations o ON o.id = j.organization_id WHERE ${jobConditions({ search: 'magnet' })}`, 'organizations_search_idx'],
  ['activity feed', sql`SELECT id FROM activity_logs ORDER BY created_at DESC, id DESC LIMIT 8`, 'activity_logs_created_idx'],
])('%s uses %s', async (_name, statement, index) => {
  const text = await plan(database.db, statement);
  expect(text).toContain(index);
  expect(text).not.toMatch(/Seq Scan on (organizations|projects|jobs|activity_logs)\b/);
});
