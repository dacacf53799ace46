// The main list and search statements must use their indexes so they stay fast on 10k+
// rows (the benchmark lives in api/bench/). The fixture database gets 20k synthetic
// organizations, projects and jobs and fresh statistics, then each plan is checked with
// sequential scans discouraged (at 20k rows a seq scan of the FTS filter is still cheap
// enough that the planner may prefer it; what we check is that an index path exists).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { queryRows } from '../src/db/helpers';
import { paging } from '../src/http/paging';
import { organizationDetail, organizationListQuery } from '../src/resources/organizations/queries';
import { projectListQuery } from '../src/resources/projects/queries';
import { jobConditions } from '../src/resources/jobs/queries';
import { fastHits, fuzzyHits, searchQuery } from '../src/resources/search/queries';
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

async function plan(db: Db, statement: SQL, options: { allowSeqScan?: boolean } = {}): Promise<string> {
  return db.transaction(async (tx) => {
    if (!options.allowSeqScan) await tx.execute(sql`SET LOCAL enable_seqscan = off`);
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
  ['organizations in a tab', organizationListQuery({ filters: { tag: 'funders' }, minimal: true, page }), 'organizations_name_idx'],
  // The facets of /organizations (issue 24). A name part (name or acronym) walks the name index in
  // list order and stops after a page; a country uses its own index.
  ['organizations by name part', organizationListQuery({ filters: { q: 'ynthe' }, minimal: true, page }), 'organizations_name_idx'],
  [
    'organizations in a country',
    organizationListQuery({ filters: { country: 'Japan' }, sort: 'country', minimal: true, page }),
    'organizations_country_idx',
  ],
  ['projects by status', projectListQuery({ sort: 'project_status', page }), 'projects_status_idx'],
  ['search, full text', fastHits("'tok':*", 'tok'), 'organizations_search_idx'],
  ['search, trigram fallback', fuzzyHits('commonwelth'), 'organizations_name_trgm_idx'],
  ['search statement, organizations', searchQuery("'tok':*", 'tok', page), 'organizations_search_idx'],
  ['search statement, projects', searchQuery("'tok':*", 'tok', page), 'projects_search_idx'],
  [
    'jobs, where',
    sql`SELECT j.id FROM jobs j JOIN organizations o ON o.id = j.organization_id WHERE ${jobConditions({ location: 'devens' })}`,
    'jobs_locations_trgm_idx',
  ],
  // The organization-name half uses its GIN index; for the title half the planner's estimate
  // of a prefix tsquery is coarse and it may walk jobs_pkey instead (no seq scan either way).
  [
    'jobs, what',
    sql`SELECT j.id FROM jobs j JOIN organizations o ON o.id = j.organization_id WHERE ${jobConditions({ search: 'magnet' })}`,
    'organizations_search_idx',
  ],
  // Many matches: the 'walk' shape follows the date index and stops after one page.
  [
    'jobs, what (many matches)',
    sql`SELECT j.id FROM jobs j JOIN organizations o ON o.id = j.organization_id
    WHERE ${jobConditions({ search: 'job' }, 'walk')} ORDER BY j.created_at DESC, j.id DESC LIMIT 21`,
    'jobs_created_idx',
  ],
  ['activity feed', sql`SELECT id FROM activity_logs ORDER BY created_at DESC, id DESC LIMIT 8`, 'activity_logs_created_idx'],
])('%s uses %s', async (_name, statement, index) => {
  const text = await plan(database.db, statement);
  expect(text).toContain(index);
  expect(text).not.toMatch(/Seq Scan on (organizations|projects|jobs|activity_logs)\b/);
});

// Without discouraging sequential scans: the connection's random_page_cost (1.1, set by
// openPglite/openPostgres) is what makes the planner pick the GIN index for a prefix search
// (with PostgreSQL's default of 4 it seq-scans organizations and projects).
test('the connection sets random_page_cost', async () => {
  const [row] = await queryRows<{ random_page_cost: string }>(database.db, sql`SHOW random_page_cost`);
  expect(Number(row!.random_page_cost)).toBeCloseTo(1.1);
});

test('a prefix search uses the full-text indexes with the connection settings', async () => {
  const text = await plan(database.db, searchQuery("'ab':*", 'ab', page), { allowSeqScan: true });
  expect(text).toContain('organizations_search_idx');
  expect(text).not.toMatch(/Seq Scan on organizations\b/);
});

// A guard only: on these synthetic names the planner picks the trigram index either way; on
// the benchmark's names it scanned organizations_name_idx when fuzzyHits tested is_approved.
test('the typo fallback uses the trigram index with the connection settings', async () => {
  const text = await plan(database.db, fuzzyHits('commonwelth'), { allowSeqScan: true });
  expect(text).toContain('organizations_name_trgm_idx');
  expect(text).not.toContain('organizations_name_idx');
});

test('organization detail is a single statement', async () => {
  const [{ slug }] = (await queryRows<{ slug: string }>(
    database.db,
    sql`SELECT slug FROM organizations WHERE is_approved ORDER BY id LIMIT 1`,
  )) as [{ slug: string }];
  let statements = 0;
  const counting = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (query: SQL) => {
        statements += 1;
        return target.execute(query);
      };
    },
  });
  const detail = await organizationDetail(counting, slug);
  expect(detail?.slug).toBe(slug);
  expect(statements).toBe(1);
});
