// Runs the background tasks (task.ts) on pg-boss, on PostgreSQL and on PGlite alike (see
// README.md here): one queue per task, its retry policy and expiry set on the queue.
//
// Schedules: pg-boss's own cron is minute-grained, so a period is a series of numbered slots
// (slot k starts at k × everySeconds since the epoch) and each slot is one job whose id is
// derived from the task and the slot. A job runs at its slot's start and first queues the next
// slot; every process also queues the next slot when it starts. Inserting a job whose id exists
// does nothing (pg-boss: ON CONFLICT DO NOTHING), so however many processes do it, each slot
// runs once. The queue's 'singleton' policy keeps two runs of one task from overlapping.
import crypto from 'node:crypto';
import { fromPglite, PgBoss, type ConstructorOptions, type JobWithMetadata } from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { markFailed, markStarted, markSucceeded, readTaskStates, type TaskState } from './state';
import type { BackgroundTask, TaskContext, TaskLog, TaskQueue } from './task';

/** The data key of a scheduled run's slot number (stripped before the task sees its data). */
const SLOT_KEY = '__slot';
/** pg-boss's tables live in their own schema, apart from ours (and untouched by the data-version triggers). */
export const PG_BOSS_SCHEMA = 'pgboss';
/** Completed jobs are kept this long (pg-boss's default is 7 days: thousands of rows for a short period). */
const KEEP_COMPLETED_SECONDS = 24 * 60 * 60;

export interface BackgroundRunnerOptions {
  database: Database;
  config: Config;
  mailer: Mailer;
  tasks: readonly BackgroundTask[];
  log: TaskLog;
  env?: NodeJS.ProcessEnv;
  /** How often each worker looks for a job, seconds (pg-boss: at least 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /**
   * How often expired runs are looked for, seconds (default: the shortest expiry, 1 to 60), so a
   * run whose process died is run again soon after its expiry rather than up to a minute later.
   */
  superviseIntervalSeconds?: number;
}

/** One task as the staff page shows it. */
export interface TaskOverview {
  task: BackgroundTask;
  /** Its schedule is on in this configuration. */
  scheduled: boolean;
  state: TaskState | null;
  /** The earliest queued run still in the future (a scheduled slot or a retry's backoff). */
  nextRunAt: Date | null;
  /** A run is queued and due: waiting for a worker (e.g. just after 'run now'). */
  due: boolean;
}

export interface BackgroundRunner extends TaskQueue {
  readonly tasks: readonly BackgroundTask[];
  /** Starts the queue when a schedule is on (else it starts with the first run asked for). */
  start(): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for the running ones (they see their signal aborted). */
  stop(timeoutMs?: number): Promise<void>;
  task(name: string): BackgroundTask | undefined;
  /** 'Run now': queues a run of the task, due immediately. */
  runNow(name: string): Promise<void>;
  overview(): Promise<TaskOverview[]>;
}

/** A stable job id for one slot of one task: the same in every process. */
function slotJobId(task: BackgroundTask, slot: number): string {
  const bytes = crypto.createHash('sha256').update(`${task.name}:${task.everySeconds}:${slot}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // a name-based UUID (version 5 layout)
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The slot running at `now`. */
function slotAt(task: BackgroundTask, now: number): number {
  return Math.floor(now / 1000 / task.everySeconds!);
}

export function createBackgroundRunner(options: BackgroundRunnerOptions): BackgroundRunner {
  const { database, config, mailer, tasks, log } = options;
  const env = options.env ?? process.env;
  const byName = new Map(tasks.map((task) => [task.name, task]));
  if (byName.size !== tasks.length) throw new Error('Two background tasks have the same name.');
  for (const task of tasks) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(task.name))
      throw new Error(`Background task name ${JSON.stringify(task.name)}: lower-case words joined by '-'.`);
    if (task.everySeconds !== undefined && !(Number.isInteger(task.everySeconds) && task.everySeconds >= 1)) {
      throw new Error(`Background task ${task.name}: everySeconds must be a whole number of seconds, at least 1.`);
    }
  }
  const isScheduled = (task: BackgroundTask) =>
    config.backgroundSchedules && task.everySeconds !== undefined && (task.scheduled?.(config, env) ?? true);

  const shutdown = new AbortController();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;

  const queue: TaskQueue = {
    async enqueue(name, data = {}, enqueueOptions = {}) {
      const task = byName.get(name);
      if (!task) throw new Error(`No background task named ${JSON.stringify(name)}.`);
      const started = await ensureStarted();
      await started.send(name, data, {
        ...(enqueueOptions.startAfterSeconds ? { startAfter: enqueueOptions.startAfterSeconds } : {}),
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
      });
    },
  };

  /** Queues the given slot (a no-op when it is queued already, by this process or another). */
  async function queueSlot(started: PgBoss, task: BackgroundTask, slot: number): Promise<void> {
    await started.send(
      task.name,
      { [SLOT_KEY]: slot },
      { id: slotJobId(task, slot), startAfter: new Date(slot * task.everySeconds! * 1000) },
    );
  }

  async function runJob(task: BackgroundTask, job: JobWithMetadata<Record<string, unknown>>): Promise<unknown> {
    const { [SLOT_KEY]: slot, ...data } = job.data ?? {};
    const started = boss!;
    // The next slot first: should this process die mid-run, the schedule goes on.
    if (typeof slot === 'number' && isScheduled(task)) {
      await queueSlot(started, task, Math.max(slot + 1, slotAt(task, Date.now()) + 1));
    }
    const signal = AbortSignal.any([job.signal, shutdown.signal, AbortSignal.timeout(task.expireInSeconds * 1000)]);
    const taskLog: TaskLog = {
      info: (message, details) => log.info(message, { task: task.name, ...details }),
      warn: (message, details) => log.warn(message, { task: task.name, ...details }),
      error: (message, details) => log.error(message, { task: task.name, ...details }),
    };
    const context: TaskContext = {
      db: database.db,
      config,
      mailer,
      queue,
      log: taskLog,
      signal,
      ...(typeof slot === 'number' ? { scheduledFor: new Date(slot * task.everySeconds! * 1000) } : {}),
    };
    await markStarted(database.db, task.name);
    try {
      const result = await task.run(context, data);
      await markSucceeded(database.db, task.name, result?.summary ?? null);
      return result ?? null;
    } catch (error) {
      const retrying = job.retryCount < job.retryLimit && !shutdown.signal.aborted;
      const message = error instanceof Error ? error.message : String(error);
      taskLog.warn(retrying ? 'background task failed; it will be retried' : 'background task failed', {
        error: message,
        attempt: job.retryCount + 1,
      });
      await markFailed(database.db, task.name, message, retrying).catch(() => {});
      throw error;
    }
  }

  async function startBoss(): Promise<PgBoss> {
    const expiries = tasks.map((task) => task.expireInSeconds);
    const supervise = options.superviseIntervalSeconds ?? Math.min(60, Math.max(1, Math.min(60, ...expiries)));
    const common: ConstructorOptions = {
      schema: PG_BOSS_SCHEMA,
      // Our slots are the schedule: pg-boss's cron timekeeper is not needed.
      schedule: false,
      superviseIntervalSeconds: supervise,
      monitorIntervalSeconds: supervise,
    };
    const instance =
      database.kind === 'postgres'
        ? new PgBoss({ ...common, connectionString: database.databaseUrl!, max: 3, application_name: 'background-tasks' })
        : new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: 'pglite' });
    instance.on('error', (error) => log.error('background queue error', { error: error.message }));
    await instance.start();
    // Before the workers: a job already due (a retry, a slot queued before a restart) may run at once.
    boss = instance;
    for (const task of tasks) {
      const policy = {
        retryLimit: task.retryLimit,
        retryDelay: task.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: task.expireInSeconds,
        deleteAfterSeconds: KEEP_COMPLETED_SECONDS,
      };
      if (await instance.getQueue(task.name)) await instance.updateQueue(task.name, policy);
      else await instance.createQueue(task.name, { ...policy, policy: 'singleton' });
      await instance.work<Record<string, unknown>>(
        task.name,
        { includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        // includeMetadata: the jobs carry their retry count and limit.
        async ([job]) => runJob(task, job as JobWithMetadata<Record<string, unknown>>),
      );
      if (isScheduled(task)) await queueSlot(instance, task, slotAt(task, Date.now()) + 1);
    }
    return instance;
  }

  function ensureStarted(): Promise<PgBoss> {
    if (stopped) return Promise.reject(new Error('The background queue has stopped.'));
    starting ??= startBoss().catch((error) => {
      starting = null;
      boss = null;
      throw error;
    });
    return starting;
  }

  return {
    ...queue,
    tasks,
    task: (name) => byName.get(name),
    async start() {
      if (tasks.some(isScheduled)) await ensureStarted();
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      shutdown.abort();
      const pending = starting;
      if (!pending) return;
      const instance = await pending.catch(() => null);
      // close: pg-boss ends its own pool (PostgreSQL); the PGlite client is the database's.
      await instance?.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
    async runNow(name) {
      await queue.enqueue(name);
    },
    async overview() {
      const states = await readTaskStates(database.db);
      // Stopping: the states alone (the queue is closing).
      const started = tasks.length > 0 && !stopped ? await ensureStarted() : null;
      const now = Date.now();
      return Promise.all(
        tasks.map(async (task) => {
          const queued = started ? await started.findJobs<Record<string, unknown>>(task.name, { queued: true, limit: 100 }) : [];
          const future = queued.map((job) => job.startAfter.getTime()).filter((at) => at > now);
          return {
            task,
            scheduled: isScheduled(task),
            state: states.get(task.name) ?? null,
            nextRunAt: future.length > 0 ? new Date(Math.min(...future)) : null,
            due: queued.some((job) => job.startAfter.getTime() <= now),
          };
        }),
      );
    },
  };
}
