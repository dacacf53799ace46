// The data version in the database (migration 0005, src/db/data-version.ts): which writes bump
// it and how often, on both drivers; and, on PostgreSQL, that a second connection pool (another
// process) learns of a write by NOTIFY, by polling, and at once through the read fence.
import { sql } from 'drizzle-orm';
import { connect, type Database } from '../src/db/database';
import { dataVersion, fenceDataVersion, readDataVersion, UNTRACKED_TABLES, watchDataVersion } from '../src/db/data-version';
import { queryRows } from '../src/db/helpers';
import { openTestDatabase, testDatabaseUrl } from './db';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const version = () => readDataVersion(database.db);
const rename = (name: string) => sql`UPDATE organizations SET display_name = ${name} WHERE slug = 'commonwealth-fusion-systems'`;

test('every table but the untracked ones has the two triggers', async () => {
  const rows = await queryRows<{ name: string; triggers: number }>(
    database.db,
    sql`SELECT c.relname AS name,
          (SELECT count(*)::int FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname IN ('data_version_bump', 'data_version_truncate')) AS triggers
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind = 'r' ORDER BY c.relname`,
  );
  expect(rows.length).toBeGreaterThan(20);
  for (const row of rows) expect(row).toEqual({ name: row.name, triggers: UNTRACKED_TABLES.has(row.name) ? 0 : 2 });
});

test('a committed transaction bumps it once, whatever it wrote; a rolled-back one does not', async () => {
  const before = await version();
  await database.db.transaction(async (tx) => {
    await tx.execute(rename('CFS one'));
    await tx.execute(rename('CFS two'));
    await tx.execute(sql`UPDATE jobs SET title = title || '' WHERE id IN (SELECT id FROM jobs LIMIT 3)`);
  });
  expect(await version()).toBe(before + 1);

  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(rename('CFS never'));
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  expect(await version()).toBe(before + 1);

  // A statement that changes no row changes nothing; untracked tables do not count.
  await database.db.execute(sql`UPDATE organizations SET display_name = 'x' WHERE slug = 'no-such-organization'`);
  await database.db.execute(sql`INSERT INTO newsletter_subscriptions (email) VALUES ('dv@example.org')`);
  expect(await version()).toBe(before + 1);

  await database.db.execute(sql`DELETE FROM job_tag_links WHERE job_id IN (SELECT id FROM jobs LIMIT 1)`);
  expect(await version()).toBe(before + 2);
});

test('this process sees its own writes at once (no waiting for NOTIFY)', async () => {
  const epoch = dataVersion(database.db);
  await database.db.execute(rename('CFS again'));
  await fenceDataVersion(database.db);
  expect(dataVersion(database.db)).toBeGreaterThan(epoch);
});

const describePostgres = testDatabaseUrl() ? describe : describe.skip;

describePostgres('another process on the same PostgreSQL database', () => {
  let other: Database;
  beforeAll(async () => {
    other = await connect({ databaseUrl: database.databaseUrl!, migrate: false, poolSize: 2 });
  });
  afterAll(() => other.close());

  const waitFor = async (check: () => boolean, limit: number) => {
    const started = performance.now();
    while (!check()) {
      if (performance.now() - started > limit) throw new Error(`not within ${limit} ms`);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return performance.now() - started;
  };

  // The regular poll is 60 s, so learning within a second proves the mechanism under test (NOTIFY,
  // or the 25 ms fallback poll) without asserting a latency that a loaded CI machine stretches.
  const LEARNT_WITHIN_MS = 1_000;

  test('learns of a write by NOTIFY, long before the 60 s poll', async () => {
    const watch = await watchDataVersion(other, { pollMs: 60_000, fence: false });
    try {
      const epoch = dataVersion(other.db);
      await database.db.execute(rename('CFS by notify'));
      expect(await waitFor(() => dataVersion(other.db) > epoch, LEARNT_WITHIN_MS)).toBeLessThan(LEARNT_WITHIN_MS);
    } finally {
      await watch.stop();
    }
  });

  test('without LISTEN, by the 25 ms fallback poll, long before the 60 s poll', async () => {
    const watch = await watchDataVersion(other, { listen: false, pollMs: 60_000, fallbackPollMs: 25, fence: false });
    try {
      const epoch = dataVersion(other.db);
      await database.db.execute(rename('CFS by polling'));
      expect(await waitFor(() => dataVersion(other.db) > epoch, LEARNT_WITHIN_MS)).toBeLessThan(LEARNT_WITHIN_MS);
    } finally {
      await watch.stop();
    }
  });

  test('the read fence knows a committed write at once, with no notification and no poll', async () => {
    const watch = await watchDataVersion(other, { listen: false, pollMs: 60_000, fallbackPollMs: 60_000 });
    try {
      const epoch = dataVersion(other.db);
      await database.db.execute(rename('CFS by fence'));
      expect(dataVersion(other.db)).toBe(epoch); // nothing told it yet
      // Concurrent callers share the queries, and each sees the write.
      await Promise.all(Array.from({ length: 20 }, () => fenceDataVersion(other.db)));
      expect(dataVersion(other.db)).toBeGreaterThan(epoch);
    } finally {
      await watch.stop();
    }
  });
});
