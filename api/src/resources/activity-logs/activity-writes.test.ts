// The activity feed made from real changes (issue 19 item 6): each trigger writes its item in the
// transaction of the change, unpublishing hides it, and the cached feeds follow the data version.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { signedIn, type Member } from '../../../test/contributions';
import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let db: Db;
let staff: Member;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  staff = await signedIn(t.app, db, { staff: true });
  for (const slug of ['helion', 'tokamak-energy', 'commonwealth-fusion-systems']) {
    const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM organizations WHERE slug = ${slug}`);
    ids[slug] = row!.id;
  }
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: staff.browser.cookieHeader(), 'x-csrftoken': staff.browser.csrf, ...headers },
    ...(body !== undefined ? { payload: body as object } : {}),
  });

async function created(url: string, body: Record<string, unknown>) {
  const response = await call('POST', url, body);
  expect(response.statusCode).toBe(201);
  return json(response).record;
}

/** The public feed (through the HTTP API and its cache). */
async function feed(): Promise<any[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/activity-logs/?page_size=100' });
  expect(response.statusCode).toBe(200);
  return json(response).results;
}

test('publishing a funding round writes a Funding item at that time; unpublishing it hides the item', async () => {
  const startedAt = Date.now();
  const round = await created('/api/v1/admin/funding/', {
    recipient: ids.helion,
    funding_type: 'investment',
    round_name: 'Series Q',
    headline: 'Helion raises a Series Q',
    amount: 7_000_000,
    currency: 'USD',
    announcement_date: '2025-06-01',
    announcement_url: 'https://example.org/helion-q',
  });
  const [item] = (await feed()).filter((log) => log.funding_round?.round_name === 'Series Q');
  expect(item).toMatchObject({
    activity_type: 'Funding',
    label_color: 'success',
    organization: { slug: 'helion' },
    recipient_organization: { slug: 'helion' },
    funding_round: { amount_usd: 7_000_000, amount: 7_000_000, currency: 'USD', amount_usd_note: null, is_undisclosed: false },
    url: 'https://example.org/helion-q',
  });
  expect(Date.parse(item.created_at)).toBeGreaterThanOrEqual(startedAt - 1000);
  expect((await feed())[0].id).toBe(item.id); // the newest

  // An edit neither duplicates it nor leaves it pointing at the old recipient.
  const moved = await call(
    'PATCH',
    `/api/v1/admin/funding/${round.id}/`,
    { recipient: ids['tokamak-energy'] },
    { 'if-match': `"${round.version}"` },
  );
  expect(moved.statusCode).toBe(200);
  const after = (await feed()).filter((log) => log.funding_round?.round_name === 'Series Q');
  expect(after.map((log) => log.recipient_organization.slug)).toEqual(['tokamak-energy']);

  expect((await call('DELETE', `/api/v1/admin/funding/${round.id}/`)).statusCode).toBe(200);
  expect((await feed()).some((log) => log.funding_round?.round_name === 'Series Q')).toBe(false);
});

test('an article appears when published (not as a draft), once, and disappears when unpublished', async () => {
  const draft = await created('/api/v1/admin/articles/', {
    title: 'Activity Article',
    date: '2025-06-02',
    author: 'Staff',
    body: 'Text.',
  });
  const articleItems = async () => (await feed()).filter((log) => log.activity_type === 'New Article');
  expect(await articleItems()).toEqual([]);

  const published = json(
    await call('PATCH', `/api/v1/admin/articles/${draft.id}/`, { status: 'published' }, { 'if-match': `"${draft.version}"` }),
  ).record;
  expect(await articleItems()).toEqual([
    expect.objectContaining({ url: '/articles/activity-article', article: { slug: 'activity-article', title: 'Activity Article' } }),
  ]);
  const renamed = json(
    await call('PATCH', `/api/v1/admin/articles/${draft.id}/`, { slug: 'activity-renamed' }, { 'if-match': `"${published.version}"` }),
  ).record;
  expect((await articleItems()).map((log) => log.url)).toEqual(['/articles/activity-renamed']);

  await call('PATCH', `/api/v1/admin/articles/${draft.id}/`, { status: 'draft' }, { 'if-match': `"${renamed.version}"` });
  expect(await articleItems()).toEqual([]);
});

test('a status event writes its item; unpublishing the event removes it', async () => {
  const event = await created('/api/v1/admin/status-events/', {
    organization: ids['tokamak-energy'],
    status: 'defunct',
    date: '2025-07-01',
    date_precision: 'month',
  });
  const statusItems = async () => (await feed()).filter((log) => log.activity_type === 'Defunct');
  expect(await statusItems()).toEqual([
    expect.objectContaining({ label_color: 'danger', organization: expect.objectContaining({ slug: 'tokamak-energy' }) }),
  ]);
  expect((await call('DELETE', `/api/v1/admin/status-events/${event.id}/`)).statusCode).toBe(200);
  expect(await statusItems()).toEqual([]);
  expect((await call('POST', `/api/v1/admin/status-events/${event.id}/restore/`)).statusCode).toBe(200);
  expect(await statusItems()).toHaveLength(1);
});

test('approving a new organization (review queue) or creating an approved project writes New Organization / New Project', async () => {
  const pending = await created('/api/v1/admin/organizations/', { display_name: 'Pending Fusion', is_approved: false });
  const newOrganizations = async () =>
    (await feed()).filter((log) => log.activity_type === 'New Organization' && log.organization?.slug === pending.slug);
  expect(await newOrganizations()).toEqual([]);
  const decision = await staff.browser.call('POST', '/api/v1/review/decisions/', {
    json: { type: 'organization', id: pending.id, decision: 'approve' },
  });
  expect(decision.statusCode).toBe(200);
  expect(await newOrganizations()).toEqual([expect.objectContaining({ label_color: 'accent', url: `/organizations/${pending.slug}` })]);

  const project = await created('/api/v1/admin/projects/', { display_name: 'Activity Torus', organizations: [ids.helion] });
  const [item] = (await feed()).filter((log) => log.activity_type === 'New Project' && log.project?.slug === project.slug);
  expect(item).toMatchObject({ organization: { slug: 'helion' }, url: `/projects/${project.slug}` });
  // Unpublishing the project hides its item.
  await call('DELETE', `/api/v1/admin/projects/${project.id}/`);
  expect((await feed()).some((log) => log.project?.slug === project.slug)).toBe(false);
});

test('the updates RSS and Atom feeds list a new item right after the write (data-version keyed caches)', async () => {
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
  const urls = ['/api/v1/feeds/updates.xml', '/api/v1/feeds/updates.atom'];
  for (const url of urls) expect(await get(url)).not.toContain('Went Public');
  await created('/api/v1/admin/status-events/', {
    organization: ids['commonwealth-fusion-systems'],
    status: 'public',
    date: '2025-08-01',
    ticker: 'CFS',
  });
  for (const url of urls) expect(await get(url)).toContain('Went Public: Commonwealth Fusion Systems');
});
