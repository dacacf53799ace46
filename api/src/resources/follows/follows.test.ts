// Follows, alerts, the private feed and "your data" (issue 22), on a real app and the fixture
// database: the alert tasks are run directly with a context built here, as the queue would.
import { sql } from 'drizzle-orm';
import { alertTasks } from '../../background/alerts';
import type { TaskContext } from '../../background/task';
import { loadConfig } from '../../config';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { alertSlippedMilestones } from '../milestones/alerts';
import { createMailer } from '../../mail/mailer';
import { mailTo, pathOf, Browser } from '../../../test/accounts';
import { json, startTestApp, TEST_CONFIG, type TestApp } from '../../../test/app';
import { signedIn, type Member } from '../../../test/contributions';

jest.setTimeout(60_000);

let t: TestApp;
let db: Db;
let staff: Member;
let context: TaskContext;
const ids: Record<string, number> = {};

const task = (name: string) => alertTasks.find((candidate) => candidate.name === name)!;
const runInstant = () => task('follow-alerts-instant').run(context, {});
const runDaily = () => task('follow-alerts-daily').run(context, {});

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  staff = await signedIn(t.app, db, { staff: true });
  for (const slug of ['helion', 'tokamak-energy', 'commonwealth-fusion-systems']) {
    const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM organizations WHERE slug = ${slug}`);
    ids[slug] = row!.id;
  }
  const config = loadConfig(process.env, { ...TEST_CONFIG, mailOutboxDir: t.outboxDir, smtpUrl: null });
  context = {
    db,
    config,
    mailer: createMailer(config),
    queue: { enqueue: async () => {} },
    log: { info: () => {}, warn: () => {}, error: () => {} },
    signal: new AbortController().signal,
  };
});
afterAll(() => t.close());

async function fundingRound(recipient: number, roundName: string) {
  const response = await staff.browser.call('POST', '/api/v1/admin/funding/', {
    json: {
      recipient,
      funding_type: 'investment',
      round_name: roundName,
      headline: `A ${roundName}`,
      amount: 12_000_000,
      currency: 'USD',
      announcement_date: '2025-06-01',
    },
  });
  expect(response.statusCode).toBe(201);
}

async function follow(member: Member, kind: string, slug: string, cadence?: string) {
  const response = await member.browser.call('POST', '/api/v1/follows/', { json: { kind, slug, ...(cadence ? { cadence } : {}) } });
  expect(response.statusCode).toBe(201);
  return json(response);
}

test('signed out: 401 on every follows call; unknown targets 404; bad input 400', async () => {
  const anonymous = new Browser(t.app);
  await anonymous.session();
  expect((await anonymous.call('GET', '/api/v1/follows/')).statusCode).toBe(401);
  expect((await anonymous.call('POST', '/api/v1/follows/', { json: { kind: 'organization', slug: 'helion' } })).statusCode).toBe(401);
  expect((await anonymous.call('DELETE', '/api/v1/follows/1/')).statusCode).toBe(401);
  const member = await signedIn(t.app, db);
  expect((await member.browser.call('POST', '/api/v1/follows/', { json: { kind: 'organization', slug: 'no-such-org' } })).statusCode).toBe(
    404,
  );
  const bad = await member.browser.call('POST', '/api/v1/follows/', { json: { kind: 'planet', slug: 'helion' } });
  expect(bad.statusCode).toBe(400);
  expect(json(bad).message).toBeTruthy();
  expect((await member.browser.call('GET', '/api/v1/follows/?kind=organization')).statusCode).toBe(400);
});

test('follow, list, change the cadence, unfollow; another user cannot touch the follow', async () => {
  const member = await signedIn(t.app, db);
  const created = await follow(member, 'organization', 'helion');
  expect(created).toMatchObject({ kind: 'organization', slug: 'helion', name: 'Helion', url: '/organizations/helion', cadence: 'instant' });
  // Following again answers the same follow.
  const again = await member.browser.call('POST', '/api/v1/follows/', { json: { kind: 'organization', slug: 'helion' } });
  expect(again.statusCode).toBe(200);
  expect(json(again).id).toBe(created.id);

  const [concept] = await queryRows<{ slug: string }>(db, sql`SELECT slug FROM concepts ORDER BY id LIMIT 1`);
  const [tag] = await queryRows<{ slug: string }>(db, sql`SELECT slug FROM job_tags ORDER BY id LIMIT 1`);
  await follow(member, 'concept', concept!.slug, 'daily');
  await follow(member, 'job_tag', tag!.slug);
  const list = json(await member.browser.call('GET', '/api/v1/follows/'));
  expect(list.results.map((row: { kind: string }) => row.kind).sort()).toEqual(['concept', 'job_tag', 'organization']);
  expect(list.feed.atom).toMatch(/\/api\/v1\/follows\/feed\/[A-Za-z0-9_-]{43}\.atom$/);
  const one = json(await member.browser.call('GET', '/api/v1/follows/?kind=organization&slug=helion'));
  expect(one.results).toHaveLength(1);

  const patched = await member.browser.call('PATCH', `/api/v1/follows/${created.id}/`, { json: { cadence: 'daily' } });
  expect(json(patched).cadence).toBe('daily');
  expect((await member.browser.call('PATCH', `/api/v1/follows/${created.id}/`, { json: { cadence: 'hourly' } })).statusCode).toBe(400);

  const other = await signedIn(t.app, db);
  expect((await other.browser.call('DELETE', `/api/v1/follows/${created.id}/`)).statusCode).toBe(404);
  expect((await other.browser.call('PATCH', `/api/v1/follows/${created.id}/`, { json: { cadence: 'off' } })).statusCode).toBe(404);

  expect((await member.browser.call('DELETE', `/api/v1/follows/${created.id}/`)).statusCode).toBe(204);
  expect(json(await member.browser.call('GET', '/api/v1/follows/?kind=organization&slug=helion')).results).toEqual([]);
});

test('instant: a funding round added through the admin API mails the follower once; a second that day waits for the next day', async () => {
  const member = await signedIn(t.app, db, { fullName: 'Ada Follower' });
  await follow(member, 'organization', 'tokamak-energy');
  // Nothing new yet: nothing sent.
  await runInstant();
  expect(mailTo(t.outboxDir, member.email)).toHaveLength(0);

  await fundingRound(ids['tokamak-energy']!, 'Series Alert-1');
  expect((await runInstant())?.summary).toMatch(/alert/);
  const [email] = mailTo(t.outboxDir, member.email);
  expect(email!.text).toContain('Series Alert-1');
  expect(email!.text).toContain('/organizations/tokamak-energy');
  expect(email!.text).toContain('/profile#following');
  expect(email!.headers['list-unsubscribe']).toMatch(/^<http.*\/api\/v1\/follows\/unsubscribe\/\?token=\d+-[0-9a-f]{64}>$/);
  expect(email!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  await fundingRound(ids['tokamak-energy']!, 'Series Alert-2');
  await runInstant();
  await runInstant();
  expect(mailTo(t.outboxDir, member.email)).toHaveLength(1);

  // The next day (the last email moved back a day): the waiting event goes out, alone.
  await db.execute(sql`UPDATE follows SET last_alerted_at = last_alerted_at - interval '1 day' WHERE user_id = ${member.id}`);
  await runInstant();
  const emails = mailTo(t.outboxDir, member.email);
  expect(emails).toHaveLength(2);
  expect(emails[1]!.text).toContain('Series Alert-2');
  expect(emails[1]!.text).not.toContain('Series Alert-1');
});

test('instant: a milestone that slips, then is met, mails its follower a line naming it, linked to its entry (issue 26)', async () => {
  const member = await signedIn(t.app, db);
  await follow(member, 'organization', 'commonwealth-fusion-systems');
  const [sparc] = await queryRows<{ id: number }>(db, sql`SELECT id FROM projects WHERE slug = 'sparc'`);
  const created = await staff.browser.call('POST', '/api/v1/admin/milestones/', {
    json: {
      organization: ids['commonwealth-fusion-systems'],
      project: sparc!.id,
      kind: 'q-eng',
      claim_text: 'Alert test: Q_eng > 1 by 2019',
      said_on: '2017-01-01',
      said_on_precision: 'year',
      target_date: '2019-01-01',
      target_precision: 'year',
      claim_source_url: 'https://example.org/source/q-eng-2019',
    },
  });
  expect(created.statusCode).toBe(201);
  const milestone = json(created).record as { id: number; version: number };
  const entryLink = new RegExp(`: https?://[^\\s]+/organizations/commonwealth-fusion-systems#milestone-${milestone.id}(\\s|$)`);

  // It slipped on 1 January 2020: whole months since then, today (UTC).
  const today = new Date().toISOString().slice(0, 10);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months = (year - 2020) * 12 + (month - 1);
  expect(await alertSlippedMilestones(db, today)).toBe(1);
  await runInstant();
  const [slipped] = mailTo(t.outboxDir, member.email);
  expect(slipped!.headers.subject).toBe('Commonwealth Fusion Systems: Milestone Slipped');
  const slippedLine = slipped!.text.split('\n').find((line) => line.startsWith('Milestone Slipped:'));
  expect(slippedLine).toMatch(
    new RegExp(`^Milestone Slipped: Commonwealth Fusion Systems — SPARC: Q_eng > 1 slipped by ${months} months \\(promised for 2019\\)`),
  );
  expect(slippedLine).toMatch(entryLink);

  // The next day it is reached: 'met', with the month it was reached.
  await db.execute(sql`UPDATE follows SET last_alerted_at = last_alerted_at - interval '1 day' WHERE user_id = ${member.id}`);
  const met = await staff.browser.call('PATCH', `/api/v1/admin/milestones/${milestone.id}/`, {
    json: { achieved_on: '2024-03-05', achieved_on_precision: 'month', achievement_source_url: 'https://example.org/source/q-eng-met' },
    headers: { 'if-match': `"${milestone.version}"` },
  });
  expect(met.statusCode).toBe(200);
  await runInstant();
  const emails = mailTo(t.outboxDir, member.email);
  expect(emails).toHaveLength(2);
  const metLine = emails[1]!.text.split('\n').find((line) => line.startsWith('Milestone Met:'));
  expect(metLine).toMatch(/^Milestone Met: Commonwealth Fusion Systems — SPARC: Q_eng > 1 met in March 2024: /);
  expect(metLine).toMatch(entryLink);
  await db.execute(sql`DELETE FROM milestones WHERE id = ${milestone.id}`);
});

test('daily: one digest of every daily follow; instant runs skip it; unverified accounts get no mail', async () => {
  const member = await signedIn(t.app, db);
  await follow(member, 'organization', 'commonwealth-fusion-systems', 'daily');
  await follow(member, 'organization', 'helion', 'daily');
  const unverified = await signedIn(t.app, db, { verified: false });
  await follow(unverified, 'organization', 'helion', 'daily');
  await fundingRound(ids['commonwealth-fusion-systems']!, 'Series Digest-C');
  await fundingRound(ids.helion!, 'Series Digest-H');
  await runInstant();
  expect(mailTo(t.outboxDir, member.email)).toHaveLength(0);
  await runDaily();
  const emails = mailTo(t.outboxDir, member.email);
  expect(emails).toHaveLength(1);
  expect(emails[0]!.text).toContain('Series Digest-C');
  expect(emails[0]!.text).toContain('Series Digest-H');
  expect(emails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mailTo(t.outboxDir, unverified.email)).toHaveLength(0);
  // Sent once: a second run that day sends nothing more.
  await runDaily();
  expect(mailTo(t.outboxDir, member.email)).toHaveLength(1);
});

test('unsubscribe works signed out: the GET page changes nothing, the one-click POST stops the emails', async () => {
  const member = await signedIn(t.app, db);
  await follow(member, 'organization', 'helion');
  await fundingRound(ids.helion!, 'Series Unsub-1');
  await runInstant();
  const [email] = mailTo(t.outboxDir, member.email);
  const link = pathOf(/^<(.*)>$/.exec(email!.headers['list-unsubscribe']!)![1]!);

  const page = await t.app.inject({ method: 'GET', url: link });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<form method="post"');
  expect(json(await member.browser.call('GET', '/api/v1/follows/')).results[0].cadence).toBe('instant');

  const tampered = await t.app.inject({
    method: 'POST',
    url: link.replace(/[0-9a-f]{4}$/, '0000'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(tampered.statusCode).toBe(404);
  const oneClick = await t.app.inject({
    method: 'POST',
    url: link,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.statusCode).toBe(200);
  expect(json(await member.browser.call('GET', '/api/v1/follows/')).results[0].cadence).toBe('off');

  await db.execute(sql`UPDATE follows SET last_alerted_at = NULL WHERE user_id = ${member.id}`);
  await fundingRound(ids.helion!, 'Series Unsub-2');
  await runInstant();
  expect(mailTo(t.outboxDir, member.email)).toHaveLength(1);
});

test('the private feed shows the events; resetting its token makes the old URL 404', async () => {
  const member = await signedIn(t.app, db);
  await follow(member, 'organization', 'helion', 'off');
  await fundingRound(ids.helion!, 'Series Feed-1');
  const { feed } = json(await member.browser.call('GET', '/api/v1/follows/'));
  const atom = await t.app.inject({ method: 'GET', url: pathOf(feed.atom) });
  expect(atom.statusCode).toBe(200);
  expect(atom.headers['content-type']).toMatch(/application\/atom\+xml/);
  expect(atom.body).toContain('Series Feed-1');
  const rss = await t.app.inject({ method: 'GET', url: pathOf(feed.rss) });
  expect(rss.body).toContain('<rss');

  const reset = json(await member.browser.call('POST', '/api/v1/follows/feed-token/', { json: {} }));
  expect(reset.atom).not.toBe(feed.atom);
  expect((await t.app.inject({ method: 'GET', url: pathOf(feed.atom) })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: pathOf(reset.atom) })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/follows/feed/not-a-token.atom' })).statusCode).toBe(404);
});

test('your data: the export has the account, memberships and follows; deletion needs the password and keeps audited edits', async () => {
  const member = await signedIn(t.app, db);
  await follow(member, 'organization', 'helion');
  await db.execute(sql`INSERT INTO newsletter_subscriptions (email) VALUES (${member.email})`);
  await db.execute(
    sql`INSERT INTO audit_log (user_id, user_email, action, entity_type) VALUES (${member.id}, ${member.email}, 'organization.edit', 'organization')`,
  );
  const exported = await member.browser.call('GET', '/api/v1/account/export/');
  expect(exported.statusCode).toBe(200);
  expect(exported.headers['content-disposition']).toMatch(/attachment/);
  expect(json(exported)).toMatchObject({
    account: { email: member.email },
    memberships: [],
    follows: [{ kind: 'organization', slug: 'helion', cadence: 'instant' }],
    subscriptions: { newsletter: { email: member.email } },
  });

  const wrong = await member.browser.call('POST', '/api/v1/account/delete/', { json: { password: 'not the password' } });
  expect(wrong.statusCode).toBe(400);
  const deleted = await member.browser.call('POST', '/api/v1/account/delete/', { json: { password: 'plasma-confinement-42' } });
  expect(deleted.statusCode).toBe(200);

  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]!.n;
  expect(await count(sql`SELECT count(*)::int AS n FROM follows WHERE user_id = ${member.id}`)).toBe(0);
  expect(await count(sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${member.id}`)).toBe(0);
  expect(await count(sql`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = ${member.email}`)).toBe(0);
  const [audit] = await queryRows<{ user_id: number | null; user_email: string }>(
    db,
    sql`SELECT user_id, user_email FROM audit_log WHERE action = 'organization.edit' AND user_email = 'a deleted account'`,
  );
  expect(audit).toEqual({ user_id: null, user_email: 'a deleted account' });
  // The old session is gone; signing in fails.
  expect((await member.browser.call('GET', '/api/v1/follows/')).statusCode).toBe(401);
  const login = await new Browser(t.app).login(member.email, 'plasma-confinement-42');
  expect(login.statusCode).toBe(200);
  expect(json(login).message).toBe('Invalid email or password');
});
