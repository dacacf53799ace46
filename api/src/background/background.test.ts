// The background queue in one process (PGlite by default, PostgreSQL with TEST_DATABASE_URL):
// a scheduled task runs once per period, a throwing task is retried with backoff and its state
// recorded, and staff run a task now through the API. Several processes:
// test/background-queue.pg.test.ts.
import { signedIn, anonymous, type Member } from '../../test/contributions';
import { json, startTestApp, type TestApp } from '../../test/app';
import type { BackgroundTask, TaskContext } from './task';

/** Polls until `check` holds (the queue works on its own time), failing after `timeoutMs`. */
async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Run {
  at: number;
  scheduledFor: number | null;
}

const PERIOD_SECONDS = 2;
const tickRuns: Run[] = [];
const tick: BackgroundTask = {
  name: 'test-tick',
  title: 'Test tick',
  everySeconds: PERIOD_SECONDS,
  retryLimit: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 30,
  async run(context: TaskContext) {
    tickRuns.push({ at: Date.now(), scheduledFor: context.scheduledFor?.getTime() ?? null });
    return { summary: `run ${tickRuns.length}` };
  },
};

/** Fails its first two attempts of each run asked for, then succeeds. */
const flakyAttempts: number[] = [];
const flaky: BackgroundTask = {
  name: 'test-flaky',
  title: 'Test flaky',
  retryLimit: 3,
  retryDelaySeconds: 1,
  expireInSeconds: 30,
  async run() {
    flakyAttempts.push(Date.now());
    if (flakyAttempts.length <= 2) throw new Error(`flaky failure ${flakyAttempts.length}`);
    return { summary: 'third time lucky' };
  },
};

let brokenAttempts = 0;
const broken: BackgroundTask = {
  name: 'test-broken',
  title: 'Test broken',
  retryLimit: 1,
  retryDelaySeconds: 1,
  expireInSeconds: 30,
  async run() {
    brokenAttempts += 1;
    throw new Error('the board answered 500');
  },
};

/** Its schedule is off in this configuration: it runs only when asked. */
let offlineRuns = 0;
const offline: BackgroundTask = {
  name: 'test-offline',
  title: 'Test offline',
  everySeconds: 1,
  scheduled: () => false,
  retryLimit: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 30,
  async run() {
    offlineRuns += 1;
    return { summary: 'ran on request' };
  },
};

let t: TestApp;
let staff: Member;
let member: Member;

beforeAll(async () => {
  t = await startTestApp(
    { backgroundSchedules: true },
    { backgroundTasks: [tick, flaky, broken, offline], background: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 } },
  );
  staff = await signedIn(t.app, t.database.db, { staff: true });
  member = await signedIn(t.app, t.database.db);
});
afterAll(() => t.close());

const URL = '/api/v1/admin/background-jobs/';
const as = (who: Member) => ({ cookie: who.browser.cookieHeader(), 'x-csrftoken': who.browser.csrf });
const list = async () =>
  json<{ results: Record<string, any>[] }>(await t.app.inject({ method: 'GET', url: URL, headers: as(staff) })).results;
const job = async (name: string) => (await list()).find((entry) => entry.name === name)!;

test('a scheduled task runs once per period, at the start of each', async () => {
  await waitFor('four scheduled runs', () => tickRuns.length >= 4, 30_000);
  const scheduled = tickRuns.map((run) => run.scheduledFor);
  // Consecutive periods, each once: no period skipped, none run twice.
  for (let i = 1; i < scheduled.length; i++) expect(scheduled[i]! - scheduled[i - 1]!).toBe(PERIOD_SECONDS * 1000);
  for (const run of tickRuns) {
    expect(run.scheduledFor! % (PERIOD_SECONDS * 1000)).toBe(0);
    expect(run.at).toBeGreaterThanOrEqual(run.scheduledFor!);
  }
  const entry = await job('test-tick');
  expect(entry).toMatchObject({ scheduled: true, every_seconds: PERIOD_SECONDS, consecutive_failures: 0, last_error: null });
  expect(entry.last_summary).toMatch(/^run \d+$/);
  // The next period is queued, within one period from now.
  const next = Date.parse(entry.next_run_at);
  expect(next).toBeGreaterThan(Date.now() - 1000);
  expect(next).toBeLessThanOrEqual(Date.now() + PERIOD_SECONDS * 1000);
});

test('a task whose schedule is off in this configuration does not run by itself', async () => {
  expect(offlineRuns).toBe(0);
  expect(await job('test-offline')).toMatchObject({ scheduled: false, status: 'never_run', next_run_at: null });
});

test('a throwing task is retried with a growing delay, and its failures are recorded', async () => {
  const response = await t.app.inject({ method: 'POST', url: `${URL}test-flaky/run/`, headers: as(staff) });
  expect(response.statusCode).toBe(202);
  let failing: Record<string, any> = {};
  let seenAt = 0;
  await waitFor('the first failure recorded', async () => {
    seenAt = Date.now();
    failing = await job('test-flaky');
    return failing.status === 'retrying' && failing.next_run_at !== null;
  });
  // Seen between the first and second failures (or, on a slow machine, the second and third).
  expect(failing.last_error).toMatch(/^flaky failure [12]$/);
  expect(failing.consecutive_failures).toBe(Number(failing.last_error.slice(-1)));
  // The retry waits out its delay: the page shows when.
  expect(Date.parse(failing.next_run_at)).toBeGreaterThan(seenAt);

  await waitFor('the third attempt succeeds', async () => (await job('test-flaky')).status === 'succeeded');
  expect(flakyAttempts).toHaveLength(3);
  const [first, second, third] = flakyAttempts as [number, number, number];
  // pg-boss backoff: retryDelay × (2^n / 2 + random × 2^n / 2) before retry n: ≥ 1 s, then ≥ 2 s.
  expect(second - first).toBeGreaterThanOrEqual(1000);
  expect(third - second).toBeGreaterThanOrEqual(2000);
  // A success clears the failure count; the last error stays readable.
  expect(await job('test-flaky')).toMatchObject({
    consecutive_failures: 0,
    last_summary: 'third time lucky',
    last_error: 'flaky failure 2',
  });
});

test('a task that keeps failing stops after its retries, marked failed', async () => {
  await t.app.inject({ method: 'POST', url: `${URL}test-broken/run/`, headers: as(staff) });
  await waitFor('its retries spent', async () => (await job('test-broken')).status === 'failed');
  expect(brokenAttempts).toBe(2);
  expect(await job('test-broken')).toMatchObject({ consecutive_failures: 2, last_error: 'the board answered 500', retry_limit: 1 });
});

test('staff run a task now; anyone else is refused; an unknown name is a 404', async () => {
  const url = `${URL}test-offline/run/`;
  const visitor = await anonymous(t.app);
  expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  expect(
    (await t.app.inject({ method: 'POST', url, headers: { cookie: visitor.cookieHeader(), 'x-csrftoken': visitor.csrf } })).statusCode,
  ).toBe(401);
  expect((await t.app.inject({ method: 'GET', url: URL, headers: as(member) })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'POST', url, headers: as(member) })).statusCode).toBe(403);
  // Without the CSRF token, staff are refused too.
  expect((await t.app.inject({ method: 'POST', url, headers: { cookie: staff.browser.cookieHeader() } })).statusCode).toBe(403);
  const unknown = await t.app.inject({ method: 'POST', url: `${URL}no-such-task/run/`, headers: as(staff) });
  expect(unknown.statusCode).toBe(404);
  expect(json(unknown).message).toBe('No such background job.');
  expect(offlineRuns).toBe(0);

  const accepted = await t.app.inject({ method: 'POST', url, headers: as(staff) });
  expect(accepted.statusCode).toBe(202);
  expect(json(accepted)).toMatchObject({ message: 'Test offline: a run is queued.', job: { name: 'test-offline' } });
  await waitFor('the run asked for', async () => (await job('test-offline')).status === 'succeeded');
  expect(offlineRuns).toBe(1);
  const entry = await job('test-offline');
  expect(entry).toMatchObject({ last_summary: 'ran on request', queued: false, next_run_at: null });
  expect(Date.parse(entry.last_finished_at)).toBeGreaterThanOrEqual(Date.parse(entry.last_started_at));
});
