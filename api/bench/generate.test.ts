// The benchmark generator on a small scale, in memory: right counts, every organization tab
// populated, identical rows on every run, and a database the API can keep writing to.
// Part of `npm test -w api` (jest.config.cjs testMatch includes bench/); ≈ 10 s.
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../src/db/database';
import { queryRows } from '../src/db/helpers';
import * as t from '../src/db/schema';
import { ORGANIZATION_TABS } from '../src/seed/catalogue';
import { generateDataset, type DatasetCounts } from './generate';

const SCALE = 0.02;

/** A fingerprint of the generated rows that matter to the benchmark. */
async function fingerprint(database: Database): Promise<string> {
  const [row] = await queryRows<{ digest: string }>(
    database.db,
    sql`SELECT md5(
          (SELECT string_agg(concat_ws('|', id, slug, display_name, acronym_name, country_code, total_funding), ',' ORDER BY id) FROM organizations) ||
          (SELECT string_agg(concat_ws('|', id, organization_id, title, locations_text, created_at), ',' ORDER BY id) FROM jobs) ||
          (SELECT string_agg(concat_ws('|', id, activity_type, organization_id, created_at), ',' ORDER BY id) FROM activity_logs)
        ) AS digest`,
  );
  return row!.digest;
}

describe('generateDataset', () => {
  let first: Database;
  let second: Database;
  let counts: DatasetCounts;

  beforeAll(async () => {
    first = (await openPglite({})).database;
    second = (await openPglite({})).database;
    counts = await generateDataset(first.db, { scale: SCALE });
    await generateDataset(second.db, { scale: SCALE });
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('writes the scaled counts of the main tables', async () => {
    expect(counts).toMatchObject({ organizations: 200, projects: 40, jobs: 1000, activityLogs: 2000 });
    const [row] = await queryRows<{ organizations: number; jobs: number; activity: number }>(
      first.db,
      sql`SELECT (SELECT count(*)::int FROM organizations) AS organizations, (SELECT count(*)::int FROM jobs) AS jobs,
            (SELECT count(*)::int FROM activity_logs) AS activity`,
    );
    expect(row).toEqual({ organizations: 200, jobs: 1000, activity: 2000 });
  });

  it('gives every organization tab members, some affiliates and funding totals', async () => {
    const tabs = await queryRows<{ tab_slug: string }>(
      first.db,
      sql`SELECT DISTINCT tg.tab_slug FROM organization_tag_links l JOIN organization_tags tg ON tg.id = l.tag_id
          WHERE tg.tab_slug IS NOT NULL`,
    );
    expect(tabs.map((tab) => tab.tab_slug).sort()).toEqual(ORGANIZATION_TABS.map((tab) => tab.slug).sort());
    const [facts] = await queryRows<{ affiliates: number; funded: number; offerings: number }>(
      first.db,
      sql`SELECT (SELECT count(*)::int FROM organizations WHERE is_affiliate) AS affiliates,
            (SELECT count(*)::int FROM organizations WHERE total_funding > 0) AS funded,
            (SELECT count(*)::int FROM supply_chain_offerings) AS offerings`,
    );
    expect(facts!.funded).toBeGreaterThan(0);
    expect(facts!.offerings).toBeGreaterThan(0);
    expect(facts!.affiliates).toBeGreaterThan(0);
  });

  it('is deterministic: two runs give identical rows', async () => {
    expect(await fingerprint(first)).toBe(await fingerprint(second));
  });

  it('refuses a database that already has organizations', async () => {
    await expect(generateDataset(first.db, { scale: SCALE })).rejects.toThrow(/already has organizations/);
  });

  it('leaves the id sequences past the generated ids, so later inserts work', async () => {
    const [inserted] = await first.db
      .insert(t.organizations)
      .values({ slug: 'added-after-generation', displayName: 'Added After Generation' })
      .returning({ id: t.organizations.id });
    expect(inserted!.id).toBe(201);
  });
});
