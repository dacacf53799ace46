// Migration 0022 on a database that already holds a feed (made by the migrations before it): the
// items the seed dated by a year or by a round's month become year- and month-precision; the rest stay 'day'.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../src/db/database';
import { databaseBeforeMigration, type BeforeMigration } from './migrations-before';

const describePglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

describePglite('migration 0022 (activity dates at their precision)', () => {
  let database: BeforeMigration;
  let client: PGlite;
  let before = '';
  beforeAll(async () => {
    database = await databaseBeforeMigration(22);
    ({ client, folder: before } = database);
  });
  afterAll(() => database.close());

  test('year-dated organization and project items become year-precision; funding items take their round’s precision', async () => {
    await migrate(drizzle(client), { migrationsFolder: before });
    await client.exec(`
      INSERT INTO organizations (slug, display_name) VALUES ('maker', 'Maker');
      INSERT INTO projects (slug, display_name) VALUES ('machine', 'Machine');
      INSERT INTO funding_rounds (recipient_id, funding_type, round_name, announcement_date, announcement_date_precision, headline)
        SELECT id, 'investment', 'Seed', '2021-06-01', 'month', 'Maker raises a seed' FROM organizations;
      INSERT INTO funding_rounds (recipient_id, funding_type, round_name, announcement_date, announcement_date_precision, headline)
        SELECT id, 'investment', 'Series A', '2023-03-14', 'month', 'Maker raises a Series A' FROM organizations;
      INSERT INTO activity_logs (activity_type, label_color, organization_id, created_at)
        SELECT 'New Organization', 'accent', id, '2018-01-01T00:00:00Z' FROM organizations;
      INSERT INTO activity_logs (activity_type, label_color, project_id, created_at)
        SELECT 'New Project', 'review', id, '2020-01-01T00:00:00Z' FROM projects;
      INSERT INTO activity_logs (activity_type, label_color, organization_id, created_at)
        SELECT 'New Organization', 'accent', id, '2026-01-01T09:30:00Z' FROM organizations;
      INSERT INTO activity_logs (activity_type, label_color, funding_round_id, created_at)
        SELECT 'Funding', 'success', id, announcement_date::timestamp AT TIME ZONE 'UTC' FROM funding_rounds WHERE round_name = 'Seed';
      INSERT INTO activity_logs (activity_type, label_color, funding_round_id, created_at)
        SELECT 'Funding', 'success', id, '2026-11-20T10:00:00Z' FROM funding_rounds WHERE round_name = 'Series A';
    `);

    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const rows = await client.query<{ activity_type: string; created_at: string; created_at_precision: string }>(
      `SELECT activity_type, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS created_at, created_at_precision
         FROM activity_logs ORDER BY id`,
    );
    expect(rows.rows).toEqual([
      { activity_type: 'New Organization', created_at: '2018-01-01 00:00', created_at_precision: 'year' },
      { activity_type: 'New Project', created_at: '2020-01-01 00:00', created_at_precision: 'year' },
      // Written live (not at midnight on 1 January): known to the day.
      { activity_type: 'New Organization', created_at: '2026-01-01 09:30', created_at_precision: 'day' },
      { activity_type: 'Funding', created_at: '2021-06-01 00:00', created_at_precision: 'month' },
      // Written when the round was published, not dated by it: known to the day.
      { activity_type: 'Funding', created_at: '2026-11-20 10:00', created_at_precision: 'day' },
    ]);
  });
});
