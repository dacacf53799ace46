// First-party analytics on the real server and a real database (issue 9 §6).
import { sql } from 'drizzle-orm';
import { dataVersion, refreshDataVersion } from '../../db/data-version';
import { queryRows } from '../../db/helpers';
import { Browser, createUser } from '../../../test/accounts';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { utcDay, visitorHash } from './visitors';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM analytics_page_views`);
  await t.database.db.execute(sql`DELETE FROM analytics_job_clicks`);
});

const JOB_CLICK = {
  type: 'job_click',
  path: '/jobs',
  properties: { Company: 'Commonwealth Fusion Systems', 'Job Title': 'Magnet Engineer', 'Job Tag': '⚙️ Engineering' },
};

async function visitor(options: { ip?: string } = {}) {
  const browser = new Browser(t.app, options);
  await browser.session();
  return browser;
}

const send = (browser: Browser, events: unknown[], headers: Record<string, string> = {}) =>
  browser.call('POST', '/api/v1/analytics/events', { json: { events }, headers: { 'user-agent': 'TestBrowser/1.0', ...headers } });

const pageViews = () =>
  queryRows<Record<string, unknown>>(t.database.db, sql`SELECT day::text AS day, path, visitor_hash FROM analytics_page_views ORDER BY id`);
const jobClicks = () =>
  queryRows<Record<string, unknown>>(
    t.database.db,
    sql`SELECT day::text AS day, path, company, job_title, job_tag, visitor_hash FROM analytics_job_clicks ORDER BY id`,
  );

describe('POST /api/v1/analytics/events', () => {
  test('stores page views and job clicks with the day and a visitor hash, and no address', async () => {
    const browser = await visitor({ ip: '203.0.113.7' });
    const response = await send(browser, [{ type: 'page_view', path: '/jobs' }, JOB_CLICK]);
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();

    const [view] = await pageViews();
    expect(view).toMatchObject({ day: utcDay(), path: '/jobs', visitor_hash: expect.stringMatching(/^[\w-]{43}$/) });
    const [click] = await jobClicks();
    expect(click).toMatchObject({
      day: utcDay(),
      path: '/jobs',
      company: 'Commonwealth Fusion Systems',
      job_title: 'Magnet Engineer',
      job_tag: '⚙️ Engineering',
      visitor_hash: view!.visitor_hash,
    });
    // No column holds the address, in any form but the day's hash.
    for (const row of [view!, click!]) expect(JSON.stringify(row)).not.toContain('203.0.113.7');
    const [salt] = await queryRows<{ salt: string }>(t.database.db, sql`SELECT salt FROM analytics_salts`);
    expect(view!.visitor_hash).toBe(visitorHash(salt!.salt, '203.0.113.7', 'TestBrowser/1.0'));
  });

  test('one visitor keeps one hash within a day; another address is another visitor', async () => {
    const first = await visitor({ ip: '203.0.113.8' });
    const second = await visitor({ ip: '203.0.113.9' });
    await send(first, [{ type: 'page_view', path: '/' }]);
    await send(first, [{ type: 'page_view', path: '/articles' }]);
    await send(second, [{ type: 'page_view', path: '/' }]);
    const hashes = (await pageViews()).map((row) => row.visitor_hash);
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
  });

  test('keeps only the path of what it is sent', async () => {
    const browser = await visitor();
    await send(browser, [{ type: 'page_view', path: '/reset-password?hash=1-abc&email=a@b.org#x' }]);
    expect((await pageViews()).map((row) => row.path)).toEqual(['/reset-password']);
  });

  test('records nothing under Do-Not-Track or Global Privacy Control', async () => {
    const browser = await visitor();
    expect((await send(browser, [{ type: 'page_view', path: '/' }], { dnt: '1' })).statusCode).toBe(204);
    expect((await send(browser, [JOB_CLICK], { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect(await pageViews()).toEqual([]);
    expect(await jobClicks()).toEqual([]);
  });

  test('refuses a request without the CSRF token (403)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/events',
      payload: { events: [{ type: 'page_view', path: '/' }] },
    });
    expect(response.statusCode).toBe(403);
    expect(await pageViews()).toEqual([]);
  });

  test.each([
    ['no events', []],
    ['an unknown type', [{ type: 'purchase', path: '/' }]],
    ['a path that is not a site path', [{ type: 'page_view', path: 'https://evil.example/' }]],
    ['a job click without its fields', [{ type: 'job_click', path: '/jobs', properties: { Company: 'X' } }]],
    ['a field that is too long', [{ ...JOB_CLICK, properties: { ...JOB_CLICK.properties, Company: 'x'.repeat(201) } }]],
    ['too many events', Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/' }))],
  ])('answers 400 with a message for %s', async (_label, events) => {
    const response = await send(await visitor(), events);
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toEqual(expect.any(String));
    expect(await pageViews()).toEqual([]);
  });

  test('a page view does not empty the API caches (the analytics tables are untracked)', async () => {
    await refreshDataVersion(t.database.db);
    const before = dataVersion(t.database.db);
    await send(await visitor(), [{ type: 'page_view', path: '/' }, JOB_CLICK]);
    await refreshDataVersion(t.database.db);
    expect(dataVersion(t.database.db)).toBe(before);
  });
});

describe('GET /api/v1/analytics/summary', () => {
  test('is refused to visitors (401) and to signed-in users who are not staff (403)', async () => {
    const anonymous = await visitor();
    const refused = await anonymous.call('GET', '/api/v1/analytics/summary');
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toEqual({ message: 'Authentication credentials were not provided.' });

    const user = await createUser(t.database.db, { verified: true });
    const member = new Browser(t.app);
    expect((await member.login(user.email, user.password)).statusCode).toBe(302);
    const forbidden = await member.call('GET', '/api/v1/analytics/summary');
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toEqual({ message: 'Only staff can do this.' });
  });

  test('gives staff page views by path and day, unique visitors and job clicks by company', async () => {
    const a = await visitor({ ip: '198.51.100.1' });
    const b = await visitor({ ip: '198.51.100.2' });
    await send(a, [{ type: 'page_view', path: '/' }, { type: 'page_view', path: '/' }, { type: 'page_view', path: '/jobs' }, JOB_CLICK]);
    await send(b, [
      { type: 'page_view', path: '/' },
      JOB_CLICK,
      { ...JOB_CLICK, properties: { ...JOB_CLICK.properties, Company: 'Tokamak Energy' } },
    ]);

    const staff = await createUser(t.database.db, { verified: true, staff: true });
    const browser = new Browser(t.app);
    await browser.login(staff.email, staff.password);
    const response = await browser.call('GET', '/api/v1/analytics/summary');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const today = utcDay();
    expect(json(response)).toEqual({
      from: utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000)),
      to: today,
      totals: { page_views: 4, unique_visitors: 2, job_clicks: 3 },
      page_views: [
        { day: today, path: '/', views: 3, visitors: 2 },
        { day: today, path: '/jobs', views: 1, visitors: 1 },
      ],
      job_clicks: [
        { company: 'Commonwealth Fusion Systems', clicks: 2 },
        { company: 'Tokamak Energy', clicks: 1 },
      ],
    });

    const past = json(await browser.call('GET', '/api/v1/analytics/summary?from=2020-01-01&to=2020-01-31'));
    expect(past.totals).toEqual({ page_views: 0, unique_visitors: 0, job_clicks: 0 });

    for (const query of ['from=2025-02-30', 'from=2025-03-01&to=2025-02-01', 'from=2020-01-01&to=2025-01-01', 'to=yesterday']) {
      const bad = await browser.call('GET', `/api/v1/analytics/summary?${query}`);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).message).toEqual(expect.any(String));
    }
  });
});
