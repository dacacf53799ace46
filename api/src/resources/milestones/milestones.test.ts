// GET /api/v1/milestones/ (issue 26 §3) on the test fixture's three milestones (test/fixtures/seed.ts):
// CFS's Q > 1 'by 2019' (slipped, with an earlier 'by 2018'), Helion's grid electricity in the 2090s
// (pending) and Tokamak Energy's first plasma of April 2017 (met).
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
  organization: { slug: string } | null;
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
