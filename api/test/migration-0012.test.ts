// Migration 0012 on a database that already holds data (made by the migrations before it):
// existing supplier links stay shown (approved), new ones wait for review, no account is disabled.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../src/db/database';
import { databaseBeforeMigration, type BeforeMigration } from './migrations-before';

const describePglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

describePglite('migration 0012 (review of supplier links, disabled accounts)', () => {
  let database: BeforeMigration;
  let client: PGlite;
  let before = '';
  beforeAll(async () => {
    database = await databaseBeforeMigration(12);
    ({ client, folder: before } = database);
  });
  afterAll(() => database.close());

  test('existing links become approved; later inserts default to pending', async () => {
    await migrate(drizzle(client), { migrationsFolder: before });
    const columns = await client.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'project_providers' AND column_name = 'review_status'`,
    );
    expect(columns.rows).toHaveLength(0);
    await client.exec(`
      INSERT INTO users (email, full_name) VALUES ('old@example.org', 'Old User');
      INSERT INTO organizations (slug, display_name) VALUES ('maker', 'Maker'), ('runner', 'Runner');
      INSERT INTO projects (slug, display_name) VALUES ('machine', 'Machine');
      INSERT INTO project_providers (project_id, supplier_id, description)
        SELECT p.id, o.id, 'Old link.' FROM projects p, organizations o WHERE p.slug = 'machine' AND o.slug = 'maker';
    `);

    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const links = await client.query<{ review_status: string; description: string; requested_by_id: number | null }>(
      'SELECT review_status, description, requested_by_id FROM project_providers',
    );
    expect(links.rows).toEqual([{ review_status: 'approved', description: 'Old link.', requested_by_id: null }]);
    const accounts = await client.query<{ disabled_at: string | null }>('SELECT disabled_at FROM users');
    expect(accounts.rows).toEqual([{ disabled_at: null }]);

    await client.exec(`INSERT INTO project_providers (project_id, supplier_id)
      SELECT p.id, o.id FROM projects p, organizations o WHERE p.slug = 'machine' AND o.slug = 'runner'`);
    const statuses = await client.query<{ review_status: string }>('SELECT review_status FROM project_providers ORDER BY id');
    expect(statuses.rows.map((row) => row.review_status)).toEqual(['approved', 'pending']);
  });
});
