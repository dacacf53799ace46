// GET /api/v1/milestones/ (issue 26 §3) on the test fixture's three milestones (test/fixtures/seed.ts):
// CFS's Q > 1 'by 2019' (slipped, with an earlier 'by 2018'), Helion's grid electricity in the 2090s
// (pending) and Tokamak Energy's first plasma of April 2017 (met).
import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { signedIn } from '../../../test/contributions';
import { queryRows } from '../../db/helpers';
import { followEvents, describeEvent, eventPath } from '../follows/events';
import { alertSlippedMilestones } from './alerts';
import { todayUtc } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Milestone {
  kind: string;
  organization: { slug: string; display_name: string } | null;
  project: { slug: string } | null;
  concept: { slug: string } | null;
  claim_text: string | null;
  said_on: string | null;
  said_on_precision: string;
  target_date: string | null;
  target_precision: string;
  achieved_on: string | null;
  status: string;
  months_slipped: number | null;
  deadline: string | null;
  revisions: { target_date: string | null; said_on: string | null; source_url: string; note: string | null }[];
}
interface List {
  today: string;
  kinds: string[];
  concepts: { slug: string }[];
  milestones: Milestone[];
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const list = async (query = '') => {
  const response = await get(`/api/v1/milestones/${query}`);
  expect(response.statusCode).toBe(200);
  return json<List>(response);
};

/** Whole months from 1 January 2020 (the day after 'by 2019' ended) to today. */
function monthsSince2020(today: string): number {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return (year - 2020) * 12 + (month - 1);
}

describe('GET /api/v1/milestones/', () => {
  test('lists every milestone by organization with its status computed from the dates', async () => {
    const body = await list();
    expect(body.today).toBe(todayUtc());
    expect(body.kinds).toEqual(['first-plasma', 'record', 'fuel', 'q-sci', 'q-eng', 'grid-electricity', 'commercial-plant']);
    expect(body.milestones.map((m) => [m.organization?.slug, m.kind, m.status])).toEqual([
      ['commonwealth-fusion-systems', 'q-sci', 'slipped'],
      ['helion', 'grid-electricity', 'pending'],
      ['tokamak-energy', 'first-plasma', 'met'],
    ]);
    const cfs = body.milestones[0]!;
    expect(cfs).toMatchObject({
      project: { slug: 'sparc' },
      concept: { slug: 'tokamak' },
      said_on: '2018-03-01',
      said_on_precision: 'month',
      target_date: '2019-01-01',
      target_precision: 'year',
      deadline: '2019-12-31',
      months_slipped: monthsSince2020(body.today),
    });
    expect(cfs.revisions).toEqual([
      expect.objectContaining({ target_date: '2018-01-01', said_on: '2016-01-01', source_url: 'https://example.org/source/q-sci-2018' }),
    ]);
    const helion = body.milestones[1]!;
    expect(helion).toMatchObject({ target_date: '2090-01-01', target_precision: 'decade', deadline: '2099-12-31', months_slipped: null });
    expect(body.milestones[2]).toMatchObject({ achieved_on: '2017-04-01', claim_text: null, status: 'met' });
  });

  test('filters by status, milestone, organization, project and concept', async () => {
    expect((await list('?status=slipped')).milestones.map((m) => m.kind)).toEqual(['q-sci']);
    expect((await list('?status=met')).milestones.map((m) => m.organization?.slug)).toEqual(['tokamak-energy']);
    expect((await list('?milestone=grid-electricity')).milestones.map((m) => m.organization?.slug)).toEqual(['helion']);
    expect((await list('?organization=tokamak-energy')).milestones.map((m) => m.kind)).toEqual(['first-plasma']);
    expect((await list('?project=polaris')).milestones.map((m) => m.kind)).toEqual(['grid-electricity']);
    expect((await list('?project=arc')).milestones).toEqual([]);
    const frc = await list('?concept=frc');
    expect(frc.milestones.map((m) => m.organization?.slug)).toEqual(['helion']);
    expect(frc.concepts.map((c) => c.slug)).toEqual(expect.arrayContaining(['frc', 'tokamak']));
  });

  test('an unknown organization, project or concept is a 404 with a message; a bad value a 400', async () => {
    const unknown = await get('/api/v1/milestones/?organization=no-such-company');
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message).toBe("No organization 'no-such-company'.");
    expect((await get('/api/v1/milestones/?project=no-such-machine')).statusCode).toBe(404);
    expect((await get('/api/v1/milestones/?concept=warp-drive')).statusCode).toBe(404);
    expect((await get('/api/v1/milestones/?status=late')).statusCode).toBe(400);
    expect((await get('/api/v1/milestones/?milestone=ignition')).statusCode).toBe(400);
  });
});

describe('slipped milestones alert the followers once', () => {
  test("a claim whose month has ended writes one 'Milestone Slipped' item its follower gets; one slipped before loading does not", async () => {
    const db = t.database.db;
    const member = await signedIn(t.app, db, { verified: true });
    const [org] = await queryRows<{ id: number }>(db, sql`SELECT id FROM organizations WHERE slug = 'tokamak-energy'`);
    await db.execute(sql`INSERT INTO follows (user_id, kind, target_id, cadence) VALUES (${member.id}, 'organization', ${org!.id}, 'off')`);
    const [milestone] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO milestones (organization_id, kind, claim_text, target_date, target_precision, claim_source_url)
          VALUES (${org!.id}, 'q-sci', 'Q > 1 in June 2030', '2030-06-01', 'month', 'https://example.org/source/june') RETURNING id`,
    );
    expect(await alertSlippedMilestones(db, '2030-06-30')).toBe(0); // the month is not over
    expect(await alertSlippedMilestones(db, '2030-07-01')).toBe(1); // only this one: CFS's 'by 2019' slipped before the data was loaded
    expect(await alertSlippedMilestones(db, '2030-07-02')).toBe(0); // once per claim
    const events = await followEvents(db, sql`f.user_id = ${member.id}`, { afterCursor: false, limit: 10 });
    const slipped = events.filter((event) => event.activity_type === 'Milestone Slipped');
    // Named and linked to its entry. Written (created_at) today, before its 2030 date: the line says no more than 'slipped'.
    expect(slipped.map(describeEvent)).toEqual(['Milestone Slipped: Tokamak Energy — Q_sci > 1 slipped']);
    expect(slipped.map(eventPath)).toEqual([`/organizations/tokamak-energy#milestone-${milestone!.id}`]);
    await db.execute(sql`DELETE FROM milestones WHERE id = ${milestone!.id}`);
  });
});

describe('GET /api/v1/exports/milestones.{csv,json}', () => {
  const download = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response;
  };
  const csvRows = async (url: string) => {
    const response = await download(url);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    return { response, rows: parseCsv(response.body.slice(1), { columns: true }) as Record<string, string>[] };
  };

  test('the CSV has one row per claim with its sources, earlier dates and status, with the filters of /progress/milestones', async () => {
    const { response, rows } = await csvRows('/api/v1/exports/milestones.csv?status=slipped');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="milestones-all-slipped-\d{4}-\d{2}-\d{2}\.csv"$/);
    const today = todayUtc();
    expect(rows).toEqual([
      expect.objectContaining({
        Developer: 'Commonwealth Fusion Systems',
        'Developer page': expect.stringMatching(/^https?:\/\/[^/]+\/organizations\/commonwealth-fusion-systems$/),
        Project: 'SPARC',
        'Project page': expect.stringMatching(/\/projects\/sparc$/),
        Concept: 'Tokamak',
        Milestone: 'q-sci',
        Claim: 'Q > 1 by 2019',
        'Said on': '2018-03', // as precisely as it is known
        'Said on: precision': 'month',
        'Promised for': '2019', // not 2019-01-01
        'Promised for: precision': 'year',
        Deadline: '2019-12-31',
        'Claim source': 'https://example.org/source/q-sci-2019',
        'Earlier promised dates': 'promised for 2018 (said 2016): https://example.org/source/q-sci-2018',
        'Reached on': '',
        Status: 'slipped',
        'Months slipped': String(monthsSince2020(today)),
        'Status as of': today,
      }),
    ]);

    const all = await csvRows('/api/v1/exports/milestones.csv');
    expect(all.rows.map((row) => [row.Developer, row.Milestone, row.Status])).toEqual([
      ['Commonwealth Fusion Systems', 'q-sci', 'slipped'],
      ['Helion', 'grid-electricity', 'pending'],
      ['Tokamak Energy', 'first-plasma', 'met'],
    ]);
    expect(all.rows[1]).toMatchObject({ 'Promised for': 'the 2090s', Deadline: '2099-12-31', 'Months slipped': '' });
    expect(all.rows[2]).toMatchObject({
      Claim: '',
      'Reached on': '2017-04',
      'Achievement source': 'https://example.org/source/first-plasma',
    });
    expect(
      (await csvRows('/api/v1/exports/milestones.csv?concept=frc&milestone=grid-electricity')).rows.map((row) => row.Developer),
    ).toEqual(['Helion']);
    expect((await csvRows('/api/v1/exports/milestones.csv?milestone=q-eng')).rows).toEqual([]);
  });

  test('the JSON file has the same milestones as the API, with ISO dates and the revisions as objects', async () => {
    const rows = json<Record<string, unknown>[]>(await download('/api/v1/exports/milestones.json'));
    const api = await list();
    expect(rows.map((row) => [row.developer, row.milestone, row.status, row.months_slipped])).toEqual(
      api.milestones.map((m) => [m.organization?.display_name, m.kind, m.status, m.months_slipped]),
    );
    expect(rows[0]).toMatchObject({
      promised_for: '2019-01-01',
      promised_for_precision: 'year',
      earlier_promises: [expect.objectContaining({ target_date: '2018-01-01', source_url: 'https://example.org/source/q-sci-2018' })],
      status_as_of: api.today,
    });
    expect(rows[2]).toMatchObject({ achieved_on: '2017-04-01', achieved_on_precision: 'month', promised_for: null });
  });

  test('an unknown concept or organization is a 404, a bad status a 400', async () => {
    expect((await get('/api/v1/exports/milestones.csv?concept=warp-drive')).statusCode).toBe(404);
    expect((await get('/api/v1/exports/milestones.json?organization=no-such-company')).statusCode).toBe(404);
    expect((await get('/api/v1/exports/milestones.csv?status=late')).statusCode).toBe(400);
  });

  test('the OpenAPI document lists the files with their columns', async () => {
    const document = json<{ paths: Record<string, { get: { responses: Record<string, { description: string }> } }> }>(
      await get('/api/docs/json'),
    );
    expect(document.paths['/api/v1/exports/milestones.csv']!.get.responses['200']!.description).toMatch(
      /Columns: Developer, Developer page, Project, .*Status, Months slipped, Status as of\./,
    );
    expect(document.paths['/api/v1/exports/milestones.json']!.get.responses['200']!.description).toMatch(/status_as_of/);
  });
});

describe('the cached answer follows the date', () => {
  // Only Date is faked (and it runs on from the time set): the database, timers and the queue keep real time.
  const realTimeApis = [
    'hrtime',
    'nextTick',
    'performance',
    'queueMicrotask',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'requestIdleCallback',
    'cancelIdleCallback',
    'setImmediate',
    'clearImmediate',
    'setInterval',
    'clearInterval',
    'setTimeout',
    'clearTimeout',
  ] as const;
  afterEach(() => jest.useRealTimers());

  test('a claim due today is pending at 23:59 UTC and slipped after midnight, though no write moved the data version', async () => {
    const db = t.database.db;
    const [milestone] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO milestones (organization_id, kind, claim_text, target_date, target_precision, claim_source_url)
          SELECT id, 'q-eng', 'Q_eng > 1 on 15 March 2031', '2031-03-15', 'day', 'https://example.org/source/q-eng-2031'
          FROM organizations WHERE slug = 'helion' RETURNING id`,
    );
    const url = '/api/v1/milestones/?organization=helion&milestone=q-eng';
    jest.useFakeTimers({ now: new Date('2031-03-15T23:59:00Z'), advanceTimers: true, doNotFake: [...realTimeApis] });
    const evening = await get(url);
    expect([evening.headers['x-cache'], json<List>(evening).today, json<List>(evening).milestones[0]?.status]).toEqual([
      'miss',
      '2031-03-15',
      'pending',
    ]);
    expect((await get(url)).headers['x-cache']).toBe('hit'); // cached for the day

    jest.setSystemTime(new Date('2031-03-16T00:00:05Z'));
    const morning = await get(url);
    expect([morning.headers['x-cache'], json<List>(morning).today, json<List>(morning).milestones[0]?.status]).toEqual([
      'miss',
      '2031-03-16',
      'slipped',
    ]);
    expect(morning.headers.etag).not.toBe(evening.headers.etag);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    jest.useRealTimers();
    await db.execute(sql`DELETE FROM milestones WHERE id = ${milestone!.id}`);
  });
});
