// The digest and its sending (issue 22): built from the week's activity, sent only to confirmed
// addresses with RFC 8058 headers, in batches that resume after a crash without a second copy.
// The tasks run directly (task.run): the queue itself is issue 21's.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { createMailer, type Mailer } from '../../mail/mailer';
import { listOutbox, parseEml, type ParsedEmail } from '../../mail/outbox';
import { buildDigest } from '../../resources/newsletter/digest/build';
import { EMAIL_COLORS } from '../../resources/newsletter/digest/render';
import { startSending } from '../../resources/newsletter/issues';
import { unsubscribeToken } from '../../resources/newsletter/links';
import { signedIn, type Member } from '../../../test/contributions';
import { json, startTestApp, TEST_CONFIG, type TestApp } from '../../../test/app';
import type { TaskContext } from '../task';
import { newsletterSendTask, newsletterTasks, newsletterWeeklyTask, NEWSLETTER_SEND_TASK } from './index';

jest.setTimeout(60_000);

let t: TestApp;
let db: Db;
let staff: Member;

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  staff = await signedIn(t.app, db, { staff: true });
});
afterAll(() => t.close());

const config = () => loadConfig({}, { ...TEST_CONFIG, mailOutboxDir: t.outboxDir, smtpUrl: null });

/** A task context whose queue only records what was enqueued (the test runs it). */
function contextWith(mailer: Mailer, enqueued: { name: string; data: Record<string, unknown> }[] = []): TaskContext {
  return {
    db,
    config: config(),
    mailer,
    queue: { enqueue: async (name, data = {}) => void enqueued.push({ name, data }) },
    log: { info: () => {}, warn: () => {}, error: () => {} },
    signal: new AbortController().signal,
  };
}

/** Runs the enqueued send runs in turn until none is left, as the queue would. */
async function drain(context: TaskContext, enqueued: { name: string; data: Record<string, unknown> }[]): Promise<number> {
  let runs = 0;
  while (enqueued.length) {
    const next = enqueued.shift()!;
    expect(next.name).toBe(NEWSLETTER_SEND_TASK);
    await newsletterSendTask.run(context, next.data);
    runs += 1;
  }
  return runs;
}

const outboxMessages = (): ParsedEmail[] => listOutbox(t.outboxDir, 100_000).map((entry) => parseEml(fs.readFileSync(entry.file, 'utf8')));
const digestsTo = (email: string) =>
  outboxMessages().filter((message) => message.headers.to === email && /the week in fusion|Digest/.test(message.headers.subject ?? ''));

async function subscribers(label: string, count: number, state: 'confirmed' | 'pending' | 'left' = 'confirmed'): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${label}-${i}-${Date.now().toString(36)}@example.org`);
  for (const email of emails) {
    await db.execute(sql`INSERT INTO newsletter_subscriptions (email, confirmed_at, unsubscribed_at)
      VALUES (${email}, ${state === 'pending' ? null : sql`now()`}, ${state === 'left' ? sql`now()` : null})`);
  }
  return emails;
}

/** Every issue before this test is done with: the next startSending has a fresh draft and list. */
async function clearSubscribers() {
  await db.execute(sql`UPDATE newsletter_subscriptions SET unsubscribed_at = now() WHERE unsubscribed_at IS NULL`);
}

const staffCall = (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) =>
  staff.browser.call(method, url, body === undefined ? {} : { json: body });

test('the tasks follow the contract: names, a weekly schedule that is off unless asked for', () => {
  expect(newsletterTasks.map((task) => task.name)).toEqual(['newsletter-weekly', 'newsletter-send']);
  for (const task of newsletterTasks) expect(task.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  expect(newsletterWeeklyTask.everySeconds).toBe(7 * 86_400);
  expect(newsletterWeeklyTask.scheduled!(config(), {})).toBe(false);
  expect(newsletterWeeklyTask.scheduled!(config(), { NEWSLETTER_WEEKLY: 'on' })).toBe(true);
});

test("the digest is built from the week's activity: funding with its total, organizations, projects, jobs, articles", async () => {
  const weekStart = new Date().toISOString();
  const [helion] = await queryRows<{ id: number }>(db, sql`SELECT id FROM organizations WHERE slug = 'helion'`);
  const create = async (url: string, body: Record<string, unknown>) => {
    const response = await staffCall('POST', url, body);
    expect(response.statusCode).toBe(201);
    return json(response).record;
  };
  for (const [name, amount] of [
    ['Series Digest A', 40_000_000],
    ['Series Digest B', 2_500_000],
  ] as const) {
    await create('/api/v1/admin/funding/', {
      recipient: helion!.id,
      funding_type: 'investment',
      round_name: name,
      headline: `Helion raises ${name}`,
      amount,
      currency: 'USD',
      announcement_date: '2025-06-01',
    });
  }
  const organization = await create('/api/v1/admin/organizations/', { display_name: 'Digest Fusion Works' });
  const project = await create('/api/v1/admin/projects/', { display_name: 'Digest Torus', organizations: [helion!.id] });
  const article = await create('/api/v1/admin/articles/', {
    title: 'Digest Weekly Article',
    date: '2025-06-02',
    author: 'Staff',
    body: 'Text.',
  });
  const published = await staff.browser.call('PATCH', `/api/v1/admin/articles/${article.id}/`, {
    json: { status: 'published' },
    headers: { 'if-match': `"${article.version}"` },
  });
  expect(published.statusCode).toBe(200);
  await db.execute(sql`INSERT INTO jobs (organization_id, title, job_type, job_mode, website_url)
    VALUES (${helion!.id}, 'Digest Plasma Engineer', 'Full-time', 'On-site', 'https://example.org/job')`);

  const digest = await buildDigest(db, weekStart, new Date(Date.now() + 1000).toISOString());
  expect(digest.funding).toEqual({
    count: 2,
    totalUsd: 42_500_000,
    rounds: [
      expect.objectContaining({ slug: 'helion', roundName: 'Series Digest A', amountUsd: 40_000_000 }),
      expect.objectContaining({ roundName: 'Series Digest B', amountUsd: 2_500_000 }),
    ],
  });
  expect(digest.organizations).toEqual([expect.objectContaining({ name: 'Digest Fusion Works', slug: organization.slug })]);
  expect(digest.projects).toEqual([{ name: 'Digest Torus', slug: project.slug }]);
  expect(digest.jobs).toEqual([{ organization: expect.any(String), slug: 'helion', count: 1, titles: ['Digest Plasma Engineer'] }]);
  expect(digest.jobCount).toBe(1);
  expect(digest.articles).toEqual([expect.objectContaining({ title: 'Digest Weekly Article' })]);

  // Nothing from before the week.
  const before = await buildDigest(db, '2000-01-01T00:00:00.000Z', '2000-01-08T00:00:00.000Z');
  expect(before.funding.count + before.organizations.length + before.jobCount + before.articles.length).toBe(0);

  // The staff preview shows the same, in HTML and plain text, in the site's colours.
  const preview = json(await staffCall('GET', '/api/v1/admin/newsletter/'));
  expect(preview.preview.text).toContain('Series Digest A');
  expect(preview.preview.text).toContain('$42.5M in total');
  expect(preview.preview.html).toContain('Digest Weekly Article');
  expect(preview.preview.html).toContain(EMAIL_COLORS.navy);
});

test('the email colours are the design tokens of mf-shared', () => {
  const tokens = fs.readFileSync(require.resolve('../../../../mf-shared/src/styles/tokens.css'), 'utf8');
  const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1]?.toLowerCase();
  expect(EMAIL_COLORS).toMatchObject({
    ink: token('ink'),
    inkMuted: token('ink-muted'),
    navy: token('navy'),
    surfaceMuted: token('surface-muted'),
    border: token('border'),
    accent: token('accent'),
  });
});

test('staff edit the introduction and send: confirmed addresses only, each with its own RFC 8058 headers', async () => {
  await clearSubscribers();
  const confirmed = await subscribers('confirmed', 3);
  const [pending] = await subscribers('pending', 1, 'pending');
  const [left] = await subscribers('left', 1, 'left');

  const saved = await staffCall('PUT', '/api/v1/admin/newsletter/draft/', {
    subject: 'Digest: a test week',
    intro: 'Hello <b>readers</b>.\n\nSecond paragraph.',
  });
  expect(saved.statusCode).toBe(200);
  expect(json(saved)).toMatchObject({ status: 'draft', subject: 'Digest: a test week' });
  expect((await staffCall('PUT', '/api/v1/admin/newsletter/draft/', { subject: ' ', intro: '' })).statusCode).toBe(400);

  const sent = await staffCall('POST', '/api/v1/admin/newsletter/send/');
  expect(sent.statusCode).toBe(202);
  expect(json(sent)).toMatchObject({ recipients: 3, issue: { status: 'sending', subject: 'Digest: a test week' } });
  const issueId = json(sent).issue.id as number;
  // The send goes on after the answer: wait for the issue's state, not for a time.
  for (let i = 0; i < 200; i += 1) {
    const [row] = await queryRows<{ status: string }>(db, sql`SELECT status FROM newsletter_issues WHERE id = ${issueId}`);
    if (row!.status === 'sent') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const [issue] = await queryRows<{ status: string }>(db, sql`SELECT status FROM newsletter_issues WHERE id = ${issueId}`);
  expect(issue!.status).toBe('sent');

  for (const email of confirmed) {
    const messages = digestsTo(email);
    expect(messages).toHaveLength(1);
    const message = messages[0]!;
    const [{ id }] = (await queryRows<{ id: number }>(db, sql`SELECT id FROM newsletter_subscriptions WHERE email = ${email}`)) as [
      { id: number },
    ];
    const token = unsubscribeToken(TEST_CONFIG.sessionSecret, { id, email });
    expect(message.headers['list-unsubscribe']).toBe(`<${config().siteUrl}/api/v1/newsletter/unsubscribe/?s=${id}&token=${token}>`);
    expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(message.text).toContain(`/newsletter/unsubscribe?s=${id}&token=${token}`);
    expect(message.html).toContain(`/newsletter/unsubscribe?s=${id}&amp;token=${token}`);
    // The introduction is text: escaped in the HTML.
    expect(message.html).toContain('Hello &lt;b&gt;readers&lt;/b&gt;.');
    expect(message.text).toContain('Second paragraph.');
  }
  expect(digestsTo(pending!)).toHaveLength(0);
  expect(digestsTo(left!)).toHaveLength(0);

  // A new draft starts where the sent issue ended.
  const next = json(await staffCall('GET', '/api/v1/admin/newsletter/'));
  expect(next.draft.status).toBe('draft');
  expect(next.draft.id).not.toBe(issueId);
  expect(next.issues[0]).toMatchObject({ id: issueId, status: 'sent', recipients: 3, sent: 3 });
});

test('unsubscribed after the issue was frozen: skipped; unsubscribed before the next: not on its list', async () => {
  await clearSubscribers();
  const [stays, leaves] = await subscribers('skip', 2);
  const started = await startSending(db, config());
  if ('skipped' in started) throw new Error('not started');
  await db.execute(sql`UPDATE newsletter_subscriptions SET unsubscribed_at = now() WHERE email = ${leaves!}`);
  const enqueued = [{ name: NEWSLETTER_SEND_TASK, data: { issueId: started.issue.id } as Record<string, unknown> }];
  await drain(contextWith(createMailer(config()), enqueued), enqueued);
  expect(digestsTo(stays!)).toHaveLength(1);
  expect(digestsTo(leaves!)).toHaveLength(0);

  const next = await startSending(db, config());
  if ('skipped' in next) throw new Error('not started');
  expect(next.recipients).toBe(1);
  const { sendIssue } = await import('./send');
  await sendIssue({ db, config: config(), mailer: createMailer(config()), secret: TEST_CONFIG.sessionSecret }, next.issue.id);
  expect(digestsTo(stays!)).toHaveLength(2);
});

test('a crash after N sends, then resuming: every address gets exactly one copy (batches of the send task)', async () => {
  await clearSubscribers();
  const emails = await subscribers('crash', 7);
  const { NEWSLETTER_BATCH_SIZE } = await import('./send');
  expect(NEWSLETTER_BATCH_SIZE).toBeGreaterThan(1);

  // The weekly task: nothing in a quiet week; with activity it freezes the draft and enqueues the send.
  await db.execute(sql`UPDATE newsletter_issues SET send_started_at = now() - interval '8 days' WHERE status <> 'draft'`);
  const enqueued: { name: string; data: Record<string, unknown> }[] = [];
  const real = createMailer(config());
  expect((await newsletterWeeklyTask.run(contextWith(real, enqueued), {}))?.summary).toBe('a quiet week: nothing to send');
  expect(enqueued).toEqual([]);
  await db.execute(sql`INSERT INTO jobs (organization_id, title, job_type, job_mode, website_url)
    SELECT id, 'Crash Test Engineer', 'Full-time', 'Remote', 'https://example.org/job' FROM organizations WHERE slug = 'helion'`);
  const weekly = await newsletterWeeklyTask.run(contextWith(real, enqueued), {});
  expect(weekly?.summary).toMatch(/started for 7 subscribers/);
  expect(enqueued).toHaveLength(1);

  // The process dies right after its 3rd message left, before recording it as sent.
  let sends = 0;
  const crashing: Mailer = {
    kind: 'outbox',
    async send(message) {
      const result = await real.send(message);
      sends += 1;
      if (sends === 3) throw new Error('killed');
      return result;
    },
    close: () => {},
  };
  const crashedRun = enqueued.shift()!;
  await expect(newsletterSendTask.run(contextWith(crashing, enqueued), crashedRun.data)).rejects.toThrow('killed');

  // The queue runs it again (a retry, or the weekly task resuming a half-sent issue).
  const resumed = await newsletterWeeklyTask.run(contextWith(real, enqueued), {});
  expect(resumed?.summary).toMatch(/^resumed issue/);
  await drain(contextWith(real, enqueued), enqueued);

  const counts = emails.map((email) => digestsTo(email).length);
  expect(counts).toEqual(emails.map(() => 1));
  const [issue] = await queryRows<{ status: string }>(
    db,
    sql`SELECT status FROM newsletter_issues WHERE id = ${crashedRun.data.issueId as number}`,
  );
  expect(issue!.status).toBe('sent');
});

test('a large list goes out in several runs of the send task', async () => {
  await clearSubscribers();
  const emails = await subscribers('batch', 5);
  const started = await startSending(db, config());
  if ('skipped' in started) throw new Error('not started');
  const { sendIssueBatch } = await import('./send');
  const deps = { db, config: config(), mailer: createMailer(config()), secret: TEST_CONFIG.sessionSecret };
  expect(await sendIssueBatch(deps, started.issue.id, 2)).toMatchObject({ sent: 2, remaining: 3 });
  expect(await sendIssueBatch(deps, started.issue.id, 2)).toMatchObject({ sent: 2, remaining: 1 });
  expect(await sendIssueBatch(deps, started.issue.id, 2)).toMatchObject({ sent: 1, remaining: 0 });
  expect(await sendIssueBatch(deps, started.issue.id, 2)).toMatchObject({ sent: 0, remaining: 0 });
  expect(emails.map((email) => digestsTo(email).length)).toEqual([1, 1, 1, 1, 1]);
});

test('the send task refuses data without a valid issue id', async () => {
  const result = await newsletterSendTask.run(contextWith(createMailer(config())), { issueId: 'x' });
  expect(result?.summary).toBe('no issue given');
});
