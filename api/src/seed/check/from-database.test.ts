// data:check --db on a real (test) database: the seeded test fixture reads back into the seed
// shapes and gets the same violations as its seed file (it cites placeholder hosts on purpose); edits made after seeding (through the admin API and in SQL)
// are what the same rules then report; unpublished records are not checked.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { signedIn, type Member } from '../../../test/contributions';
import { fixtureData, FIXTURE_NOW } from '../../../test/fixtures/seed';
import { sourcesOf } from '../load';
import { checkData, type CheckedData } from './data-check';
import { loadDataFromDatabase } from './from-database';

const TODAY = FIXTURE_NOW.toISOString().slice(0, 10);
const sorted = (problems: string[]) => [...problems].sort();

/** The fixture as the loader writes it: a record's source_url becomes its source; a real job's day stands in for verified_on. */
const fixtureAsStored = (): CheckedData => ({
  ...fixtureData,
  organizations: fixtureData.organizations.map((o) => ({ ...o, sources: sourcesOf(o) })),
  projects: fixtureData.projects.map((p) => ({ ...p, sources: sourcesOf(p) })),
  funding: fixtureData.funding.map((f) => ({ ...f, sources: sourcesOf(f, f.announcement_url) })),
  jobs: fixtureData.jobs.map((j) => (j.is_sample ? j : { ...j, verified_on: j.created_at.slice(0, 10) })),
  programs: fixtureData.programs ?? [],
});

let t: TestApp;
let db: Db;
let staff: Member;
beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  staff = await signedIn(t.app, db, { staff: true });
});
afterAll(() => t.close());

const admin = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: staff.browser.cookieHeader(), 'x-csrftoken': staff.browser.csrf, ...headers },
    ...(body ? { payload: body } : {}),
  });

test('the seeded database reads back as its seed data and gets the same violations', async () => {
  const data = await loadDataFromDatabase(db);
  const fromSeed = checkData(fixtureAsStored(), TODAY);
  const fromDatabase = checkData(data, TODAY, { fromDatabase: true });
  expect(fromSeed.problems.length).toBeGreaterThan(0);
  // The database keeps no verified_on for a source cited without reading: only those differ.
  expect(sorted(fromDatabase.problems)).toEqual(sorted(fromSeed.problems.filter((problem) => !problem.includes('without verified_on'))));
  expect(fromDatabase.counts.records).toEqual(fromSeed.counts.records);
  expect(fromDatabase.counts.tags).toEqual(fromSeed.counts.tags);
  expect(fromDatabase.counts.statuses).toEqual(fromSeed.counts.statuses);

  const cfs = data.organizations.find((o) => o.slug === 'commonwealth-fusion-systems')!;
  const seeded = fixtureData.organizations.find((o) => o.slug === 'commonwealth-fusion-systems')!;
  expect([...cfs.tags].sort()).toEqual([...seeded.tags].sort());
  expect(cfs.sources!.map((source) => source.url)).toEqual(seeded.sources!.map((source) => source.url));
});

test('what was changed after seeding is checked: duplicates, bad sources, future dates, unknown references', async () => {
  const [helion] = await queryRows<{ id: number; display_name: string }>(
    db,
    sql`SELECT id, display_name FROM organizations WHERE slug = 'helion'`,
  );
  // A second organization with Helion's name (legal suffix aside).
  const twin = await admin('POST', '/api/v1/admin/organizations/', {
    display_name: `${helion!.display_name}, Inc.`,
    kind: 'private-company',
    website_url: 'https://helion-twin.example',
  });
  expect(twin.statusCode).toBe(201);
  const twinSlug = json(twin).record.slug as string;
  await db.execute(
    sql`INSERT INTO organization_tag_links (organization_id, tag_id) SELECT ${json(twin).record.id}, id FROM organization_tags WHERE name = 'Fusion Machine Developer'`,
  );
  await db.execute(
    sql`INSERT INTO record_sources (organization_id, url, title, checked) VALUES (${json(twin).record.id}, 'http://helion-twin.example/about', 'About', 'cited')`,
  );
  // An article dated next year.
  const article = await admin('POST', '/api/v1/admin/articles/', {
    title: 'From the future',
    date: `${Number(TODAY.slice(0, 4)) + 1}-01-15`,
    author: 'Staff',
    summary: 'Later.',
    body: 'Soon.',
    status: 'published',
  });
  expect([article.statusCode, article.body]).toEqual([201, expect.any(String)]);
  const articleSlug = json(article).record.slug as string;

  const { problems } = checkData(await loadDataFromDatabase(db), TODAY, { fromDatabase: true });
  expect(problems).toEqual(
    expect.arrayContaining([
      `duplicates: organization ${twinSlug} has the same name as helion`,
      `sources: organization ${twinSlug} cites a non-https URL 'http://helion-twin.example/about'`,
      `dates: article ${articleSlug} is dated after today`,
    ]),
  );
  // A cited source has no verified_on in the database: not a violation there.
  expect(problems.filter((problem) => problem.includes('without verified_on'))).toEqual([]);

  // A round the twin invested in: once the twin is unpublished, the round names an organization the site does not show.
  const round = await admin('POST', '/api/v1/admin/funding/', {
    recipient: (await queryRows<{ id: number }>(db, sql`SELECT id FROM organizations WHERE slug = 'tokamak-energy'`))[0]!.id,
    funding_type: 'investment',
    round_name: 'Twin round',
    headline: 'Tokamak Energy raises from a twin',
    announcement_date: '2025-03-01',
    investors: [json(twin).record.id],
  });
  expect([round.statusCode, round.body]).toEqual([201, expect.any(String)]);

  // Unpublished, the twin is no longer checked.
  const version = json(twin).record.version as number;
  expect(
    (await admin('DELETE', `/api/v1/admin/organizations/${json(twin).record.id}/`, undefined, { 'if-match': `"${version}"` })).statusCode,
  ).toBe(200);
  const after = checkData(await loadDataFromDatabase(db), TODAY, { fromDatabase: true }).problems;
  expect(after.filter((problem) => problem.includes(`organization ${twinSlug} `))).toEqual([]);
  expect(after).toContainEqual(
    expect.stringMatching(
      new RegExp(`^references: funding #\\d+ \\(tokamak-energy, Twin round, 2025-03-01\\) names unknown organization '${twinSlug}'$`),
    ),
  );
  expect(after).toContain(`dates: article ${articleSlug} is dated after today`);
});
