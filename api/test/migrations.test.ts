// The issue-19 migrations keep a database's data: a database built with the migrations before
// them gets rows the old way, then 0013 (structure) and 0014 (backfill) run over it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../src/db/database';

interface Journal {
  entries: { idx: number; tag: string }[];
}

const FIRST_NEW_MIGRATION = 'admin_data_model';
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
const firstNew = journal.entries.findIndex((entry) => entry.tag.endsWith(FIRST_NEW_MIGRATION));

/** A copy of the migrations folder with only the first `count` migrations. */
function migrationsUpTo(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

const STORED_COPY_URL = 'https://arxiv.org/html/2401.11338v3'; // read in a stored copy (sources.ts `stored`)
const CITED_URL = 'https://example-energy.org/cited-unread';

describe('migrations 0013 + 0014 (issue 19) on a database with data', () => {
  let client: PGlite;
  const rows = async <T>(statement: string) => (await client.query<T>(statement)).rows;

  beforeAll(async () => {
    expect(firstNew).toBeGreaterThan(0);
    client = await PGlite.create({ extensions: { pg_trgm } });
    await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    const before = migrationsUpTo(firstNew);
    await migrate(drizzle(client), { migrationsFolder: before });
    fs.rmSync(before, { recursive: true, force: true });
    await client.exec(`
      INSERT INTO organizations (id, slug, display_name, jobs_url) VALUES
        (1, 'alpha-fusion', 'Alpha Fusion', 'https://boards.greenhouse.io/alphafusion'),
        (2, 'beta-university', 'Beta University', 'https://beta.example.edu/careers'),
        (3, 'gamma-ventures', 'Gamma Ventures', NULL);
      INSERT INTO organization_tag_groups (id, name, position) VALUES (1, 'Group', 0);
      INSERT INTO organization_tags (id, name, group_id, position) VALUES
        (1, 'University', 1, 0), (2, 'Fusion Machine Developer', 1, 1), (3, 'Venture Capital Firm', 1, 2), (4, 'Nonprofit Organization', 1, 3);
      INSERT INTO organization_tag_links (organization_id, tag_id) VALUES (1, 2), (2, 1), (2, 2), (3, 3), (3, 4);
      INSERT INTO funding_rounds (id, recipient_id, funding_type, round_name, amount_usd, announcement_date, headline) VALUES
        (1, 1, 'investment', 'Series A', 84000000, '2024-05-02', 'Alpha raises $84 million'),
        (2, 1, 'investment', 'Seed', NULL, '2024-04-10', 'Alpha raises €20 million');
      INSERT INTO record_sources (funding_round_id, url, title, verified_on) VALUES
        (1, '${STORED_COPY_URL}', 'Stored', '2026-11-23'),
        (2, '${CITED_URL}', 'Cited', '2026-11-23');
      INSERT INTO articles (slug, title, date, author, body_html) VALUES ('hello', 'Hello', '2025-01-02', 'Staff', '<p>Hi</p>');
    `);
    const after = migrationsUpTo(journal.entries.length);
    await migrate(drizzle(client), { migrationsFolder: after });
    fs.rmSync(after, { recursive: true, force: true });
  });
  afterAll(() => client?.close());

  test('a round that had amount_usd now has amount + currency USD; an undisclosed one stays empty', async () => {
    expect(
      await rows(`SELECT id, amount::float8 AS amount, currency, amount_usd::float8 AS amount_usd, amount_usd_method,
        announcement_date_precision, version, deleted_at FROM funding_rounds ORDER BY id`),
    ).toEqual([
      {
        id: 1,
        amount: 84000000,
        currency: 'USD',
        amount_usd: 84000000,
        amount_usd_method: 'same-currency',
        announcement_date_precision: 'day',
        version: 1,
        deleted_at: null,
      },
      {
        id: 2,
        amount: null,
        currency: null,
        amount_usd: null,
        amount_usd_method: null,
        announcement_date_precision: 'day',
        version: 1,
        deleted_at: null,
      },
    ]);
  });

  test('sources keep verified_on only when they were read', async () => {
    expect(await rows(`SELECT url, checked, verified_on::text AS verified_on FROM record_sources ORDER BY id`)).toEqual([
      { url: STORED_COPY_URL, checked: 'stored-copy', verified_on: '2026-11-23' },
      { url: CITED_URL, checked: 'cited', verified_on: null },
    ]);
    await expect(client.query(`UPDATE record_sources SET verified_on = '2026-11-24' WHERE url = '${CITED_URL}'`)).rejects.toThrow(
      /record_sources_verified_when_read/,
    );
  });

  test('existing articles are published; job boards and unambiguous kinds are filled', async () => {
    expect(await rows(`SELECT status FROM articles`)).toEqual([{ status: 'published' }]);
    expect(await rows(`SELECT slug, kind, job_board_kind, job_board_id FROM organizations ORDER BY id`)).toEqual([
      { slug: 'alpha-fusion', kind: null, job_board_kind: 'greenhouse', job_board_id: 'alphafusion' },
      { slug: 'beta-university', kind: 'university', job_board_kind: 'url', job_board_id: 'https://beta.example.edu/careers' },
      // Tags implying two kinds (investor, nonprofit): left for staff.
      { slug: 'gamma-ventures', kind: null, job_board_kind: null, job_board_id: null },
    ]);
  });

  test('an amount_usd without its method is refused from now on', async () => {
    await expect(client.query(`UPDATE funding_rounds SET amount_usd = 1 WHERE id = 2`)).rejects.toThrow(/funding_rounds_amount_usd_method/);
  });
});
