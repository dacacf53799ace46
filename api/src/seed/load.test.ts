import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../db/database';
import { queryRows } from '../db/helpers';
import { fixtureData, FIXTURE_NOW } from '../../test/fixtures/seed';
import { testDatabaseUrl, urlForDatabase } from '../../test/db';
import { demoData } from './demo';
import { deriveActivityLogs, loadSeedData, SeedValidationError, validateSeedData, type SeedData } from './load';
import pg from 'pg';

const clone = (): SeedData => structuredClone(fixtureData);

describe('validateSeedData', () => {
  test('accepts the fixtures', () => {
    expect(() => validateSeedData(fixtureData)).not.toThrow();
  });

  test('names every unknown reference', () => {
    const data = clone();
    data.projects[0]!.concept_slug = 'warp-drive';
    data.projects[0]!.organization_slugs.push('acme');
    data.funding[0]!.source_slugs = ['nobody'];
    data.jobs[0]!.organization_slug = 'ghost-corp';
    data.supplyChain[0]!.sub_categories[0]!.offerings[0]!.organization_slug = 'missing-supplier';
    data.projects[0]!.providers![0]!.product_categories = ['Dilithium'];
    data.organizations.push({ ...data.organizations[0]! });
    let error: SeedValidationError | undefined;
    try {
      validateSeedData(data);
    } catch (caught) {
      error = caught as SeedValidationError;
    }
    expect(error).toBeInstanceOf(SeedValidationError);
    expect(error!.problems).toEqual(
      expect.arrayContaining([
        "project sparc: unknown concept slug 'warp-drive'",
        "project sparc: unknown organization slug 'acme'",
        expect.stringMatching(/funding #1 .*unknown organization slug 'nobody'/),
        expect.stringMatching(/job #1 .*unknown organization slug 'ghost-corp'/),
        "supply chain magnets/hts-tape: unknown organization slug 'missing-supplier'",
        "project sparc: unknown supply chain sub-category 'Dilithium'",
        "duplicate organization slug 'commonwealth-fusion-systems'",
      ]),
    );
  });
});

test('deriveActivityLogs makes funding, jobs, project and organization items, never in the future', () => {
  const orgIds = new Map(fixtureData.organizations.map((o, i) => [o.slug, i + 1]));
  const projectIds = new Map(fixtureData.projects.map((p, i) => [p.slug, i + 1]));
  const items = deriveActivityLogs(fixtureData, { orgIds, projectIds, fundingIds: [1, 2, 3] }, FIXTURE_NOW);
  const byType = (type: string) => items.filter((item) => item.activityType === type);
  expect(byType('Funding')).toHaveLength(3);
  // Real postings only: CFS's sample posting is not counted.
  expect(byType('New Jobs').map((item) => item.jobsCount)).toEqual([1, 1]);
  expect(byType('New Project')).toHaveLength(4);
  expect(byType('New Organization')).toHaveLength(8);
  for (const item of items) {
    expect(item.createdAt! <= FIXTURE_NOW.toISOString()).toBe(true);
    expect(item.labelColor).toMatch(/^[a-z]+$|^#[0-9a-f]{6}$/);
  }
});

test('deriveActivityLogs dates each item as precisely as it is known', () => {
  const data = clone();
  data.funding[0]!.announcement_date = '2021-12';
  data.funding[1]!.announcement_date = '2023';
  const orgIds = new Map(data.organizations.map((o, i) => [o.slug, i + 1]));
  const projectIds = new Map(data.projects.map((p, i) => [p.slug, i + 1]));
  const items = deriveActivityLogs(data, { orgIds, projectIds, fundingIds: [1, 2, 3] }, FIXTURE_NOW);
  const funding = items.filter((item) => item.activityType === 'Funding');
  expect(funding.map((item) => [item.createdAt, item.createdAtPrecision])).toEqual([
    ['2021-12-01T00:00:00.000Z', 'month'],
    ['2023-01-01T00:00:00.000Z', 'year'],
    ['2024-11-05T00:00:00.000Z', 'day'],
  ]);
  // Organizations are dated by their founding year, projects by their start year.
  const yearDated = items.filter((item) => item.activityType === 'New Organization' || item.activityType === 'New Project');
  expect(yearDated.length).toBeGreaterThan(0);
  expect(new Set(yearDated.map((item) => item.createdAtPrecision))).toEqual(new Set(['year']));
  expect(items.find((item) => item.activityType === 'New Jobs')!.createdAtPrecision).toBeUndefined(); // the column's 'day'
});

test('the demo dataset is valid, loads, and yields 40+ activity items', async () => {
  validateSeedData(demoData);
  const serverUrl = testDatabaseUrl();
  let close: () => Promise<void>;
  let db;
  if (serverUrl) {
    const name = `api_test_demo_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openPostgres(urlForDatabase(serverUrl, name), { poolSize: 2 });
    db = database.db;
    close = async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const { database } = await openPglite({});
    db = database.db;
    close = () => database.close();
  }
  try {
    await loadSeedData(db, demoData);
    const [counts] = await queryRows<{ organizations: number; activity: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM organizations) AS organizations, (SELECT count(*)::int FROM activity_logs) AS activity`,
    );
    expect(counts!.organizations).toBe(demoData.organizations.length);
    expect(counts!.activity).toBeGreaterThanOrEqual(40);
  } finally {
    await close();
  }
});
