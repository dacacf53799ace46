// Two processes sharing the background queue on PostgreSQL (issue 21): a task scheduled every
// 2 s runs exactly once per period over more than 5 periods; a task that throws is retried; a
// task whose process is killed (SIGKILL) mid-run runs again, in the other process, after its
// expiry. Real processes (test/fixtures/background-process.ts). Needs TEST_DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { PG_BOSS_SCHEMA } from '../src/background/runner';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/helpers';
import { openTestDatabase, testDatabaseUrl } from './db';

const describePostgres = testDatabaseUrl() ? describe : describe.skip;

const API_ROOT = path.resolve(__dirname, '..');
const TICK_SECONDS = 2;
/** background-blocking's expireInSeconds in the fixture. */
const BLOCKING_EXPIRY_MS = 4000;

interface Worker {
  name: string;
  child: ChildProcess;
  output: string[];
}

async function spawnWorker(name: string, databaseUrl: string): Promise<Worker> {
  const output: string[] = [];
  const { NODE_OPTIONS: _jestOptions, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/background-process.ts'], {
    cwd: API_ROOT,
    env: { ...env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, TICK_SECONDS: String(TICK_SECONDS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  await waitFor(
    `${name} ready`,
    () => {
      if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output.join('')}`);
      return output.join('').includes('ready\n');
    },
    60_000,
  );
  return { name, child, output };
}

async function stop(worker: Worker): Promise<void> {
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) return;
  const exited = new Promise((resolve) => worker.child.once('exit', resolve));
  worker.child.kill('SIGTERM');
  await exited;
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface RunRow {
  task: string;
  scheduled_for: string | null;
  pid: number;
  at: string;
}

describePostgres('the background queue with two processes on PostgreSQL', () => {
  let database: Database;
  let workers: Worker[] = [];
  const runs = (task: string) =>
    queryRows<RunRow>(
      database.db,
      sql`SELECT task, scheduled_for::text, pid, at::text FROM background_test_runs WHERE task = ${task} ORDER BY at, id`,
    );

  /** Queues a run the way 'run now' does, from a third party with no workers of its own. */
  async function sendFromOutside(name: string): Promise<void> {
    const boss = new PgBoss({ connectionString: database.databaseUrl!, schema: PG_BOSS_SCHEMA, supervise: false, schedule: false, max: 1 });
    await boss.start();
    try {
      await boss.send(name, {});
    } finally {
      await boss.stop({ graceful: false, close: true });
    }
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`CREATE TABLE background_test_runs (
      id serial PRIMARY KEY, task text NOT NULL, scheduled_for timestamptz, pid integer NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`);
    // Started together: both install the queue and queue the next period.
    workers = await Promise.all([spawnWorker('A', database.databaseUrl!), spawnWorker('B', database.databaseUrl!)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(workers.map(stop));
    await database?.close();
  });

  test('over 6 periods the scheduled task runs exactly once per period; a throwing task is retried', async () => {
    await sendFromOutside('background-flaky');
    await waitFor('6 periods', async () => (await runs('background-tick')).length >= 7, 30_000);
    const ticks = await runs('background-tick');
    const periods = ticks.map((row) => Date.parse(row.scheduled_for!));
    // Each period once (no duplicate from the second process), none skipped.
    expect(new Set(periods).size).toBe(periods.length);
    for (let i = 1; i < periods.length; i++) expect(periods[i]! - periods[i - 1]!).toBe(TICK_SECONDS * 1000);
    for (const row of ticks) expect(Date.parse(row.at)).toBeGreaterThanOrEqual(Date.parse(row.scheduled_for!));

    const flaky = await runs('background-flaky');
    expect(flaky).toHaveLength(2);
    // The retry waited out its delay (1 s, with backoff).
    expect(Date.parse(flaky[1]!.at) - Date.parse(flaky[0]!.at)).toBeGreaterThanOrEqual(1000);
    const [state] = await queryRows<{ status: string; consecutive_failures: number; last_error: string }>(
      database.db,
      sql`SELECT status, consecutive_failures, last_error FROM background_task_state WHERE name = 'background-flaky'`,
    );
    expect(state).toEqual({ status: 'succeeded', consecutive_failures: 0, last_error: 'first attempt fails' });
  }, 45_000);

  test('a run whose process is killed mid-run runs again in the other process after its expiry', async () => {
    await sendFromOutside('background-blocking');
    await waitFor('the blocking run started', async () => (await runs('background-blocking')).length === 1);
    const [first] = await runs('background-blocking');
    const victim = workers.find((worker) => worker.child.pid === first!.pid)!;
    const survivor = workers.find((worker) => worker !== victim)!;
    const killed = new Promise((resolve) => victim.child.once('exit', resolve));
    victim.child.kill('SIGKILL');
    await killed;

    await waitFor('the run again', async () => (await runs('background-blocking')).length === 2, 20_000);
    const [, again] = await runs('background-blocking');
    expect(again!.pid).toBe(survivor.child.pid);
    expect(Date.parse(again!.at) - Date.parse(first!.at)).toBeGreaterThanOrEqual(BLOCKING_EXPIRY_MS);
    // The survivor keeps the schedule going alone.
    const before = (await runs('background-tick')).length;
    await waitFor('a tick after the kill', async () => (await runs('background-tick')).length > before, 10_000);
  }, 45_000);
});
