// The job-board sync against a local stub of the three APIs (node:http on this worktree's
// ports), each answering in its documented format: add, update, close, expiry after failures,
// malformed / slow / oversized answers, hosts outside the configuration; then the sample rules.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { parse as parseCsv } from 'csv-parse/sync';
import { loadConfig, type Config } from '../../config';
import { queryRows, refreshOrganizationTotals } from '../../db/helpers';
import { createMailer } from '../../mail/mailer';
import type { TaskContext, TaskLog } from '../task';
import { json, startTestApp, TEST_CONFIG, type TestApp } from '../../../test/app';
import { BoardFetchError, fetchBoardJson } from './fetch-board';
import { jobBoardSyncTask, syncAllJobBoards, syncOrganizationJobBoard } from './index';
import { STALE_AFTER_MS } from './sync';

// ------------------------------------------------------------------ the stub boards

interface StubAnswer {
  status?: number;
  /** Serialized as JSON unless `raw` is given. */
  body?: unknown;
  raw?: string | Buffer;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Send no content-length (chunked), so only the running byte count can stop it. */
  chunked?: boolean;
}

const answers = new Map<string, StubAnswer>();
const requests: string[] = [];
let stub: http.Server;
let base: string;

beforeAll(async () => {
  stub = http.createServer((request, response) => {
    const url = request.url ?? '';
    requests.push(url);
    const answer = answers.get(url.split('?')[0]!) ?? { status: 404, body: { error: 'not found' } };
    const send = () => {
      if (response.destroyed) return;
      const payload = answer.raw ?? JSON.stringify(answer.body);
      response.statusCode = answer.status ?? 200;
      response.setHeader('content-type', 'application/json');
      // No keep-alive: a socket the stub closes while idle must not fail the next test's fetch.
      response.setHeader('connection', 'close');
      if (answer.chunked) {
        // Written in pieces without a length: the reader must count.
        const bytes = Buffer.from(payload);
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024) response.write(bytes.subarray(offset, offset + 64 * 1024));
        response.end();
      } else {
        response.end(payload);
      }
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  // This worktree's port range (9200–9299).
  await new Promise<void>((resolve) => stub.listen(9231, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});

afterAll(async () => {
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
});

beforeEach(() => {
  answers.clear();
  requests.length = 0;
});

// A generous timeout: under CI load a 5 MB stream can take over a second. The 'too slow' case
// asks for a short one of its own.
function boardConfig(timeoutMs = 10_000): Config['jobBoards'] {
  return {
    greenhouseUrl: `${base}/greenhouse`,
    leverUrl: `${base}/lever`,
    ashbyUrl: `${base}/ashby`,
    timeoutMs,
    maxBytes: 4 * 1024 * 1024,
  };
}

const silentLog: TaskLog = { info: () => {}, warn: () => {}, error: () => {} };

function taskContext(t: TestApp): TaskContext {
  const config = loadConfig({}, { ...TEST_CONFIG, mailOutboxDir: t.outboxDir, smtpUrl: null, jobBoards: boardConfig() });
  return {
    db: t.database.db,
    config,
    mailer: createMailer(config),
    queue: { enqueue: async () => {} },
    log: silentLog,
    signal: new AbortController().signal,
  };
}

// ------------------------------------------------------------------ answers in each API's documented format

/** Lever: GET /v0/postings/{site}?mode=json → an array (github.com/lever/postings-api). */
const leverPosting = (id: string, text: string, extra: Record<string, unknown> = {}) => ({
  id,
  text,
  categories: { location: 'Devens, MA', allLocations: ['Devens, MA'], commitment: 'Full-time', team: 'Magnets', department: 'Engineering' },
  country: 'US',
  createdAt: Date.UTC(2026, 9, 1),
  descriptionPlain: 'Build magnets.',
  hostedUrl: `https://jobs.lever.co/cfsenergy/${id}`,
  applyUrl: `https://jobs.lever.co/cfsenergy/${id}/apply`,
  workplaceType: 'on-site',
  lists: [],
  additional: '',
  ...extra,
});

/** Greenhouse: GET /v1/boards/{token}/jobs?content=true → { jobs, meta }. */
const greenhouseJob = (id: number, title: string, location: string, department = 'Research') => ({
  id,
  internal_job_id: id + 1000,
  title,
  updated_at: '2026-10-20T10:00:00-04:00',
  first_published: '2026-10-02T09:00:00-04:00',
  requisition_id: `R-${id}`,
  location: { name: location },
  absolute_url: `https://job-boards.greenhouse.io/pacificfusion/jobs/${id}`,
  metadata: null,
  content: '&lt;p&gt;Join us.&lt;/p&gt;',
  departments: [{ id: 1, name: department, child_ids: [], parent_id: null }],
  offices: [{ id: 2, name: 'Fremont', location: 'Fremont, California, United States', child_ids: [], parent_id: null }],
});

/** Ashby: GET /posting-api/job-board/{name}?includeCompensation=true → { apiVersion, jobs }. */
const ashbyJob = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  location: 'Everett, WA',
  secondaryLocations: [
    { location: 'Seattle, WA', address: { addressLocality: 'Seattle', addressRegion: 'Washington', addressCountry: 'USA' } },
  ],
  department: 'Engineering',
  team: 'Electrical',
  isListed: true,
  isRemote: false,
  workplaceType: 'OnSite',
  descriptionHtml: '<p>Join</p>',
  descriptionPlain: 'Join',
  publishedAt: '2026-09-15T16:21:55.393+00:00',
  employmentType: 'FullTime',
  address: { postalAddress: { addressLocality: 'Everett', addressRegion: 'Washington', addressCountry: 'USA' } },
  jobUrl: `https://jobs.ashbyhq.com/helion/${id}`,
  applyUrl: `https://jobs.ashbyhq.com/helion/${id}/application`,
  shouldDisplayCompensationOnJobPostings: true,
  compensation: {
    compensationTierSummary: '$120K – $150K • Offers Bonus',
    scrapeableCompensationSalarySummary: '$120K - $150K',
    compensationTiers: [],
    summaryComponents: [],
  },
  ...extra,
});

// ------------------------------------------------------------------ helpers on the database

async function organizationId(t: TestApp, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM organizations WHERE slug = ${slug}`);
  return row!.id;
}

async function setBoard(t: TestApp, slug: string, kind: string | null, id: string | null) {
  await t.database.db.execute(
    sql`UPDATE organizations SET job_board_kind = ${kind}::job_board_kind, job_board_id = ${id} WHERE slug = ${slug}`,
  );
}

interface SyncedRow {
  id: number;
  external_id: string;
  title: string;
  locations: string[];
  job_type: string;
  job_mode: string;
  department: string | null;
  salary: string | null;
  website_url: string;
  posted_at: string | null;
  first_seen: string | null;
  last_seen: string | null;
  closed_at: string | null;
  tags: string[];
}

const syncedJobs = (t: TestApp, slug: string) =>
  queryRows<SyncedRow>(
    t.database.db,
    sql`SELECT j.id, j.external_id, j.title, j.locations, j.job_type, j.job_mode, j.department, j.salary, j.website_url,
          to_char(j.posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS posted_at,
          j.first_seen::text AS first_seen, j.last_seen::text AS last_seen, j.closed_at::text AS closed_at,
          ARRAY(SELECT t.name_without_emoji FROM job_tag_links l JOIN job_tags t ON t.id = l.tag_id WHERE l.job_id = j.id ORDER BY l.position) AS tags
        FROM jobs j JOIN organizations o ON o.id = j.organization_id
        WHERE o.slug = ${slug} AND j.external_id IS NOT NULL ORDER BY j.external_id`,
  );

const syncState = async (t: TestApp, slug: string) =>
  (
    await queryRows<{ last_success_at: string | null; last_error: string | null; consecutive_failures: number; postings_count: number }>(
      t.database.db,
      sql`SELECT s.last_success_at::text AS last_success_at, s.last_error, s.consecutive_failures, s.postings_count
          FROM job_board_syncs s JOIN organizations o ON o.id = s.organization_id WHERE o.slug = ${slug}`,
    )
  )[0];

const newJobsItems = (t: TestApp, slug: string) =>
  queryRows<{ jobs_count: number; url: string }>(
    t.database.db,
    sql`SELECT a.jobs_count, a.url FROM activity_logs a JOIN organizations o ON o.id = a.organization_id
        WHERE o.slug = ${slug} AND a.activity_type = 'New Jobs' AND a.url LIKE '/jobs?%' ORDER BY a.id`,
  );

const publicJobs = async (t: TestApp, query = '') =>
  json<{ results: { id: number; title: string; is_sample?: boolean; organization: { slug: string } }[]; count: number }>(
    await t.app.inject({ method: 'GET', url: `/api/v1/jobs/?page_size=100${query}` }),
  );

const totalJobs = async (t: TestApp, slug: string) =>
  json<{ total_jobs: number }>(await t.app.inject({ method: 'GET', url: `/api/v1/organizations/${slug}/` })).total_jobs;

// ------------------------------------------------------------------ the sync

describe('the sync of a board', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  test('new postings appear with their fields mapped, once, with one New Jobs item and the sync state', async () => {
    await setBoard(t, 'commonwealth-fusion-systems', 'lever', 'cfsenergy');
    answers.set('/lever/v0/postings/cfsenergy', {
      body: [
        leverPosting('a1', 'Senior Magnet Engineer', {
          salaryRange: { currency: 'USD', interval: 'per-year-salary', min: 150000, max: 190000 },
        }),
        leverPosting('b2', 'Plasma Diagnostics Physicist', {
          workplaceType: 'hybrid',
          categories: {
            location: 'Cambridge, MA',
            allLocations: ['Cambridge, MA', 'Devens, MA'],
            commitment: 'Full Time',
            team: 'Physics',
          },
        }),
        leverPosting('c3', 'Summer Intern, Controls Software', {
          workplaceType: 'unspecified',
          categories: { location: 'Remote - US', commitment: 'Intern', department: 'Software' },
        }),
      ],
    });
    const result = await jobBoardSyncTask.run(taskContext(t), {});
    expect(result && result.summary).toBe('1 board, 3 postings (3 new, 0 changed, 0 closed)');
    expect(requests).toEqual(['/lever/v0/postings/cfsenergy?mode=json']);

    const rows = await syncedJobs(t, 'commonwealth-fusion-systems');
    expect(rows.map(({ id: _id, first_seen: _f, last_seen: _l, ...row }) => row)).toEqual([
      {
        external_id: 'a1',
        title: 'Senior Magnet Engineer',
        locations: ['Devens, MA'],
        job_type: 'Full-time',
        job_mode: 'On-site',
        department: 'Engineering',
        salary: 'USD 150,000–190,000 a year',
        website_url: 'https://jobs.lever.co/cfsenergy/a1',
        posted_at: '2026-10-01T00:00:00Z',
        closed_at: null,
        tags: ['Engineering'],
      },
      {
        external_id: 'b2',
        title: 'Plasma Diagnostics Physicist',
        locations: ['Cambridge, MA', 'Devens, MA'],
        job_type: 'Full-time',
        job_mode: 'Hybrid',
        department: 'Physics',
        salary: null,
        website_url: 'https://jobs.lever.co/cfsenergy/b2',
        posted_at: '2026-10-01T00:00:00Z',
        closed_at: null,
        tags: ['Science & Research'],
      },
      {
        external_id: 'c3',
        title: 'Summer Intern, Controls Software',
        locations: ['Remote - US'],
        job_type: 'Internship',
        job_mode: 'Remote',
        department: 'Software',
        salary: null,
        website_url: 'https://jobs.lever.co/cfsenergy/c3',
        posted_at: '2026-10-01T00:00:00Z',
        closed_at: null,
        tags: ['Internships', 'Software & Data'],
      },
    ]);
    for (const row of rows) expect(row.first_seen).toBe(row.last_seen);
    expect(await newJobsItems(t, 'commonwealth-fusion-systems')).toEqual([
      { jobs_count: 3, url: '/jobs?organization=commonwealth-fusion-systems' },
    ]);
    expect(await syncState(t, 'commonwealth-fusion-systems')).toMatchObject({
      last_error: null,
      consecutive_failures: 0,
      postings_count: 3,
    });

    // Public: listed with the organization, counted on its page (1 real fixture job + 3 synced).
    const listed = await publicJobs(t, '&organization=commonwealth-fusion-systems');
    expect(listed.results.map((job) => job.title)).toEqual(
      expect.arrayContaining(['Senior Magnet Engineer', 'Plasma Diagnostics Physicist']),
    );
    expect(await totalJobs(t, 'commonwealth-fusion-systems')).toBe(4);

    // The same answer again: nothing new, nothing duplicated, no second item, and no write to
    // any public table (the data version stays: the caches survive an idle hourly sync).
    const version = async () =>
      (await queryRows<{ version: string }>(t.database.db, sql`SELECT version::text AS version FROM data_version WHERE id = 1`))[0]!
        .version;
    const versionBefore = await version();
    const again = await jobBoardSyncTask.run(taskContext(t), {});
    expect(await version()).toBe(versionBefore);
    expect(again && again.summary).toBe('1 board, 3 postings (0 new, 0 changed, 0 closed)');
    expect(await syncedJobs(t, 'commonwealth-fusion-systems')).toHaveLength(3);
    expect(await newJobsItems(t, 'commonwealth-fusion-systems')).toHaveLength(1);
  });

  test('a changed posting updates, a gone one closes and leaves every public list, a new one announces itself', async () => {
    answers.set('/lever/v0/postings/cfsenergy', {
      body: [
        leverPosting('a1', 'Principal Magnet Engineer', { workplaceType: 'hybrid' }),
        leverPosting('c3', 'Summer Intern, Controls Software', {
          workplaceType: 'unspecified',
          categories: { location: 'Remote - US', commitment: 'Intern', department: 'Software' },
        }),
        leverPosting('d4', 'Procurement Manager', {
          categories: { location: 'Devens, MA', commitment: 'Full-time', department: 'Operations' },
        }),
      ],
    });
    const result = await jobBoardSyncTask.run(taskContext(t), {});
    expect(result && result.summary).toBe('1 board, 3 postings (1 new, 1 changed, 1 closed)');
    const rows = await syncedJobs(t, 'commonwealth-fusion-systems');
    expect(rows.map((row) => [row.external_id, row.title, row.job_mode, row.closed_at === null])).toEqual([
      ['a1', 'Principal Magnet Engineer', 'Hybrid', true],
      ['b2', 'Plasma Diagnostics Physicist', 'Hybrid', false],
      ['c3', 'Summer Intern, Controls Software', 'Remote', true],
      ['d4', 'Procurement Manager', 'On-site', true],
    ]);
    expect(rows.find((row) => row.external_id === 'd4')!.tags).toEqual(['Operations & Construction']);
    const titles = (await publicJobs(t)).results.map((job) => job.title);
    expect(titles).toContain('Principal Magnet Engineer');
    expect(titles).not.toContain('Plasma Diagnostics Physicist');
    expect(await totalJobs(t, 'commonwealth-fusion-systems')).toBe(4);
    expect(await newJobsItems(t, 'commonwealth-fusion-systems')).toEqual([
      { jobs_count: 3, url: '/jobs?organization=commonwealth-fusion-systems' },
      { jobs_count: 1, url: '/jobs?organization=commonwealth-fusion-systems' },
    ]);

    // Back on the board: reopened, the same row.
    answers.set('/lever/v0/postings/cfsenergy', { body: [leverPosting('b2', 'Plasma Diagnostics Physicist')] });
    await jobBoardSyncTask.run(taskContext(t), {});
    const after = await syncedJobs(t, 'commonwealth-fusion-systems');
    expect(after.map((row) => [row.external_id, row.closed_at === null])).toEqual([
      ['a1', false],
      ['b2', true],
      ['c3', false],
      ['d4', false],
    ]);
    expect(after.find((row) => row.external_id === 'b2')!.id).toBe(rows.find((row) => row.external_id === 'b2')!.id);
  });

  test('Greenhouse and Ashby answers in their documented formats', async () => {
    await setBoard(t, 'tokamak-energy', 'greenhouse', 'pacificfusion');
    await setBoard(t, 'helion', 'ashby', 'helion');
    answers.set('/greenhouse/v1/boards/pacificfusion/jobs', {
      body: {
        jobs: [
          greenhouseJob(4107842009, 'Pulsed Power Engineer', 'Fremont, CA'),
          greenhouseJob(4107842010, 'Computational Physicist', 'Remote (US)'),
        ],
        meta: { total: 2 },
      },
    });
    answers.set('/ashby/posting-api/job-board/helion', {
      body: {
        apiVersion: '1',
        jobs: [
          ashbyJob('6b2ee1c2-509e-4433-9a60-3f79d7dfcd42', 'Electrical Engineer'),
          ashbyJob('d2a1f8af-a310-44af-a5bc-c68816ebb7f6', 'Computational Plasma Research Intern', {
            employmentType: 'Intern',
            workplaceType: 'Hybrid',
            department: 'Research',
            compensation: null,
          }),
          ashbyJob('00000000-0000-0000-0000-000000000000', 'Unlisted Role', { isListed: false }),
        ],
      },
    });
    const result = await jobBoardSyncTask.run(taskContext(t), {});
    expect(result && result.summary).toMatch(/^3 boards, /);
    expect(requests).toEqual(
      expect.arrayContaining([
        '/greenhouse/v1/boards/pacificfusion/jobs?content=true',
        '/ashby/posting-api/job-board/helion?includeCompensation=true',
      ]),
    );

    const greenhouse = await syncedJobs(t, 'tokamak-energy');
    expect(
      greenhouse.map((row) => [row.external_id, row.title, row.locations, row.job_mode, row.department, row.posted_at, row.tags]),
    ).toEqual([
      [
        '4107842009',
        'Pulsed Power Engineer',
        ['Fremont, CA', 'Fremont, California, United States'],
        'On-site',
        'Research',
        '2026-10-02T13:00:00Z',
        ['Engineering'],
      ],
      [
        '4107842010',
        'Computational Physicist',
        ['Remote (US)', 'Fremont, California, United States'],
        'Remote',
        'Research',
        '2026-10-02T13:00:00Z',
        ['Software & Data', 'Science & Research'],
      ],
    ]);
    expect(greenhouse[0]!.website_url).toBe('https://job-boards.greenhouse.io/pacificfusion/jobs/4107842009');

    const ashby = await syncedJobs(t, 'helion');
    expect(ashby.map((row) => [row.title, row.locations, row.job_type, row.job_mode, row.salary, row.posted_at, row.tags])).toEqual([
      [
        'Electrical Engineer',
        ['Everett, WA', 'Seattle, WA'],
        'Full-time',
        'On-site',
        '$120K - $150K',
        '2026-09-15T16:21:55Z',
        ['Engineering'],
      ],
      [
        'Computational Plasma Research Intern',
        ['Everett, WA', 'Seattle, WA'],
        'Internship',
        'Hybrid',
        null,
        '2026-09-15T16:21:55Z',
        ['Internships', 'Software & Data'],
      ],
    ]);
    expect(ashby[0]!.website_url).toBe('https://jobs.ashbyhq.com/helion/6b2ee1c2-509e-4433-9a60-3f79d7dfcd42');
  });
});

describe('failures', () => {
  let t: TestApp;
  let cfs: number;
  beforeAll(async () => {
    t = await startTestApp();
    cfs = await organizationId(t, 'commonwealth-fusion-systems');
    await setBoard(t, 'commonwealth-fusion-systems', 'lever', 'cfsenergy');
  });
  afterAll(() => t.close());

  const options = (now?: Date, timeoutMs?: number) => ({ config: boardConfig(timeoutMs), ...(now ? { now: () => now } : {}) });

  test.each<[string, StubAnswer, RegExp]>([
    ['not the documented shape', { body: { postings: [] } }, /^malformed lever answer: /],
    [
      'a posting without its id',
      { body: [{ text: 'No id', hostedUrl: 'https://jobs.lever.co/x/1', categories: {} }] },
      /^malformed lever answer: /,
    ],
    ['not JSON', { raw: '<html>maintenance</html>' }, /^malformed JSON$/],
    ['an HTTP error', { status: 503, body: { error: 'down' } }, /^HTTP 503$/],
    ['too slow', { delayMs: 2000, body: [] }, /^timed out after 500 ms$/],
    ['5 MB with its length', { raw: Buffer.alloc(5 * 1024 * 1024, 0x20) }, /^too large: 5242880 bytes/],
    ['5 MB without a length', { raw: Buffer.alloc(5 * 1024 * 1024, 0x20), chunked: true }, /^too large: over 4194304 bytes$/],
  ])('%s is a failure that keeps the postings', async (_name, answer, error) => {
    answers.set('/lever/v0/postings/cfsenergy', { body: [leverPosting('a1', 'HTS Magnet Engineer')] });
    expect(await syncOrganizationJobBoard(t.database.db, cfs, options())).toMatchObject({ ok: true });
    const before = (await syncState(t, 'commonwealth-fusion-systems'))!;

    answers.set('/lever/v0/postings/cfsenergy', answer);
    const result = await syncOrganizationJobBoard(t.database.db, cfs, options(undefined, answer.delayMs ? 500 : undefined));
    expect(result).toMatchObject({ ok: false, closed: 0 });
    expect(result.error).toMatch(error);
    const state = (await syncState(t, 'commonwealth-fusion-systems'))!;
    expect(state.last_error).toMatch(error);
    expect(state.consecutive_failures).toBe(1);
    expect(state.last_success_at).toBe(before.last_success_at);
    expect((await syncedJobs(t, 'commonwealth-fusion-systems')).map((row) => [row.external_id, row.closed_at])).toEqual([['a1', null]]);
  });

  test('a board that keeps failing keeps its postings 7 days after last_seen, then hides them', async () => {
    // Ahead of the real clock, which the earlier syncs of this board used.
    const seenAt = new Date(Date.now() + 30 * 24 * 3600_000);
    answers.set('/lever/v0/postings/cfsenergy', { body: [leverPosting('a1', 'HTS Magnet Engineer'), leverPosting('e5', 'Technician')] });
    expect((await syncOrganizationJobBoard(t.database.db, cfs, options(seenAt))).ok).toBe(true);
    const titles = async () => (await publicJobs(t, '&organization=commonwealth-fusion-systems')).results.map((job) => job.title);
    expect(await titles()).toEqual(expect.arrayContaining(['HTS Magnet Engineer', 'Technician']));

    answers.set('/lever/v0/postings/cfsenergy', { status: 500, body: {} });
    const justBefore = new Date(seenAt.getTime() + STALE_AFTER_MS - 60_000);
    expect(await syncOrganizationJobBoard(t.database.db, cfs, options(justBefore))).toMatchObject({ ok: false, closed: 0 });
    expect(await syncOrganizationJobBoard(t.database.db, cfs, options(justBefore))).toMatchObject({ ok: false, closed: 0 });
    expect((await syncState(t, 'commonwealth-fusion-systems'))!.consecutive_failures).toBe(2);
    expect(await titles()).toEqual(expect.arrayContaining(['HTS Magnet Engineer', 'Technician']));

    const justAfter = new Date(seenAt.getTime() + STALE_AFTER_MS + 60_000);
    const run = await syncAllJobBoards(t.database.db, options(justAfter));
    expect(run).toMatchObject({ boards: 1, failed: 1, closed: 2 });
    expect(await titles()).not.toContain('HTS Magnet Engineer');
    expect(await titles()).not.toContain('Technician');
    expect((await syncedJobs(t, 'commonwealth-fusion-systems')).every((row) => row.closed_at !== null)).toBe(true);
    expect(await totalJobs(t, 'commonwealth-fusion-systems')).toBe(1); // the fixture's real job

    // The board answers again: its postings come back.
    answers.set('/lever/v0/postings/cfsenergy', { body: [leverPosting('a1', 'HTS Magnet Engineer')] });
    await syncOrganizationJobBoard(t.database.db, cfs, options(new Date(justAfter.getTime() + 3600_000)));
    expect(await titles()).toContain('HTS Magnet Engineer');
    expect((await syncState(t, 'commonwealth-fusion-systems'))!.consecutive_failures).toBe(0);
  });

  test('only the configured hosts are fetched, and board identifiers cannot leave their path', async () => {
    answers.set('/elsewhere/data', { body: [] });
    for (const url of [
      'http://127.0.0.1:9232/lever/v0/postings/cfsenergy?mode=json', // another port
      `${base}/elsewhere/data`, // the stub's host, outside every configured base path
      'http://169.254.169.254/latest/meta-data/',
      'https://example.org/v0/postings/cfsenergy',
    ]) {
      await expect(fetchBoardJson(url, boardConfig())).rejects.toThrow(
        new BoardFetchError(`refused: ${new URL(url).origin} is not a configured job-board host`),
      );
    }
    expect(requests).toEqual([]);

    await setBoard(t, 'commonwealth-fusion-systems', 'lever', '../../elsewhere/data');
    const result = await syncOrganizationJobBoard(t.database.db, cfs, options());
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/^invalid board identifier/);
    expect(requests).toEqual([]);
    await setBoard(t, 'commonwealth-fusion-systems', 'lever', 'cfsenergy');
  });

  test('a redirect is refused (it could lead to any host)', async () => {
    const redirecting = http.createServer((_request, response) => {
      response.writeHead(302, { location: 'http://127.0.0.1:9233/' }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(9232, '127.0.0.1', resolve));
    try {
      await expect(
        fetchBoardJson('http://127.0.0.1:9232/v0/postings/x?mode=json', { ...boardConfig(), leverUrl: 'http://127.0.0.1:9232' }),
      ).rejects.toThrow(BoardFetchError);
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });
});

describe('the schedule', () => {
  test('hourly, on only in production or with JOB_BOARD_SYNC=on', () => {
    const config = loadConfig({}, TEST_CONFIG);
    expect(jobBoardSyncTask.name).toBe('job-board-sync');
    expect(jobBoardSyncTask.everySeconds).toBe(3600);
    expect(jobBoardSyncTask.scheduled!(config, {})).toBe(false);
    expect(jobBoardSyncTask.scheduled!(config, { NODE_ENV: 'development' })).toBe(false);
    expect(jobBoardSyncTask.scheduled!(config, { NODE_ENV: 'production' })).toBe(true);
    expect(jobBoardSyncTask.scheduled!(config, { JOB_BOARD_SYNC: 'on' })).toBe(true);
  });

  test('the base URLs come from JOB_BOARD_*_URL, the real hosts by default', () => {
    expect(loadConfig({}, TEST_CONFIG).jobBoards).toMatchObject({
      greenhouseUrl: 'https://boards-api.greenhouse.io',
      leverUrl: 'https://api.lever.co',
      ashbyUrl: 'https://api.ashbyhq.com',
    });
    const env = {
      JOB_BOARD_GREENHOUSE_URL: 'http://127.0.0.1:9231/gh/',
      JOB_BOARD_LEVER_URL: 'http://127.0.0.1:9231/lv',
      JOB_BOARD_ASHBY_URL: 'http://127.0.0.1:9231',
    };
    expect(loadConfig(env, TEST_CONFIG).jobBoards).toMatchObject({
      greenhouseUrl: 'http://127.0.0.1:9231/gh',
      leverUrl: 'http://127.0.0.1:9231/lv',
      ashbyUrl: 'http://127.0.0.1:9231',
    });
    expect(() => loadConfig({ JOB_BOARD_LEVER_URL: 'file:///etc/passwd' }, TEST_CONFIG)).toThrow(
      /JOB_BOARD_LEVER_URL must be an http\(s\) URL/,
    );
  });
});

// ------------------------------------------------------------------ samples count nowhere

describe('sample listings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    // Only samples: the fixture's real postings are removed.
    await t.database.db.execute(sql`UPDATE jobs SET deleted_at = now() WHERE NOT is_sample`);
    await refreshOrganizationTotals(t.database.db);
  });
  afterAll(() => t.close());

  const exportedJobs = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/exports/organizations.csv' });
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    return Object.fromEntries(rows.map((row) => [row.Name!, row.Jobs!]));
  };
  const feedTitles = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/feeds/jobs.xml', headers: { host: 'site.example' } });
    return [...response.body.matchAll(/<item>[\s\S]*?<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((match) => match[1]);
  };

  test('while no real job exists: shown (flagged), but counted nowhere and never syndicated', async () => {
    const listed = await publicJobs(t);
    expect(listed.results.map((job) => [job.title, job.is_sample])).toEqual([['Data Scientist', true]]);
    expect(listed.count).toBe(1);
    expect(await totalJobs(t, 'commonwealth-fusion-systems')).toBe(0);
    expect((await exportedJobs())['Commonwealth Fusion Systems']).toBe('0');
    expect(await feedTitles()).toEqual([]);
  });

  test('once a synced job exists: samples disappear; the synced job is listed, counted, exported and syndicated', async () => {
    await setBoard(t, 'helion', 'ashby', 'helion');
    answers.set('/ashby/posting-api/job-board/helion', { body: { apiVersion: '1', jobs: [ashbyJob('f1', 'Power Electronics Engineer')] } });
    await jobBoardSyncTask.run(taskContext(t), {});

    const listed = await publicJobs(t);
    expect(listed.results.map((job) => [job.title, job.is_sample])).toEqual([['Power Electronics Engineer', false]]);
    expect(listed.count).toBe(1);
    const tags = json<{ encoded_url: string; count: number }[]>(await t.app.inject({ method: 'GET', url: '/api/v1/jobs/get-tags/' }));
    expect(tags.find((tag) => tag.encoded_url === 'software-data')!.count).toBe(0); // the sample Data Scientist no longer counts
    expect(tags.find((tag) => tag.encoded_url === 'engineering')!.count).toBe(1);
    expect(await totalJobs(t, 'helion')).toBe(1);
    expect(await totalJobs(t, 'commonwealth-fusion-systems')).toBe(0);
    const exported = await exportedJobs();
    expect([exported.Helion, exported['Commonwealth Fusion Systems']]).toEqual(['1', '0']);
    expect(await feedTitles()).toEqual(['Power Electronics Engineer at Helion']);

    // Its board drops it: the samples are back (labelled), still counted nowhere.
    answers.set('/ashby/posting-api/job-board/helion', { body: { apiVersion: '1', jobs: [] } });
    await jobBoardSyncTask.run(taskContext(t), {});
    expect((await publicJobs(t)).results.map((job) => [job.title, job.is_sample])).toEqual([['Data Scientist', true]]);
    expect(await totalJobs(t, 'helion')).toBe(0);
    expect(await feedTitles()).toEqual([]);
  });
});
