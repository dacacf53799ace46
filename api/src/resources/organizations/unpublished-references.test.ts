// Issue 19 item 7: a merged company's answer names the company its page redirects to, and records
// that refer to an unpublished organization keep its name without a link (slug null).
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/helpers';
import { signedIn, type Member } from '../../../test/contributions';
import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let staff: Member;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedIn(t.app, t.database.db, { staff: true });
  for (const slug of ['helion', 'tokamak-energy', 'commonwealth-fusion-systems']) {
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM organizations WHERE slug = ${slug}`);
    ids[slug] = row!.id;
  }
});
afterAll(() => t.close());

const call = (method: 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: staff.browser.cookieHeader(), 'x-csrftoken': staff.browser.csrf },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
const publicGet = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return json(response);
};

test('a merged company answers its merger, with the slug the page redirects (301) to', async () => {
  const before = await publicGet('/api/v1/organizations/helion/');
  expect(before.status?.status).not.toBe('merged');
  const event = await call('POST', '/api/v1/admin/status-events/', {
    organization: ids.helion,
    status: 'merged',
    date: '2025-06-01',
    date_precision: 'month',
    merged_into: ids['commonwealth-fusion-systems'],
  });
  expect(event.statusCode).toBe(201);
  const after = await publicGet('/api/v1/organizations/helion/');
  expect(after.status).toMatchObject({
    status: 'merged',
    date: '2025-06-01',
    date_precision: 'month',
    merged_into: { slug: 'commonwealth-fusion-systems', name: 'Commonwealth Fusion Systems' },
  });
});

test('an unpublished investor and affiliate keep their names without a slug', async () => {
  const investor = json(await call('POST', '/api/v1/admin/organizations/', { display_name: 'Gone Capital' })).record;
  const round = await call('POST', '/api/v1/admin/funding/', {
    recipient: ids['tokamak-energy'],
    funding_type: 'investment',
    round_name: 'Series G',
    headline: 'Tokamak Energy raises a Series G',
    announcement_date: '2025-03-01',
    investors: [investor.id],
  });
  expect(round.statusCode).toBe(201);
  const project = json(
    await call('POST', '/api/v1/admin/projects/', { display_name: 'Gone Torus', organizations: [investor.id, ids.helion] }),
  ).record;

  const investorsOf = async () =>
    (await publicGet('/api/v1/organizations/tokamak-energy/')).funding_received_investment.find(
      (entry: any) => entry.round_name === 'Series G',
    ).source_organizations;
  expect(await investorsOf()).toEqual([expect.objectContaining({ display_name: 'Gone Capital', slug: 'gone-capital' })]);

  expect((await call('DELETE', `/api/v1/admin/organizations/${investor.id}/`)).statusCode).toBe(200);
  expect(await investorsOf()).toEqual([expect.objectContaining({ display_name: 'Gone Capital', slug: null })]);
  // The round stays on the recipient's page; the investor's own page is gone.
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/organizations/gone-capital/' })).statusCode).toBe(404);
  const affiliations = (await publicGet(`/api/v1/projects/${project.slug}/`)).affiliated_organizations;
  expect(affiliations.map((o: any) => [o.display_name, o.slug])).toEqual([
    ['Gone Capital', null],
    ['Helion', 'helion'],
  ]);
});
