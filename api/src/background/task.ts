// The contract between background work and what runs it (issue 21): a task is a named handler
// with its schedule and retry policy. On PostgreSQL the queue (pg-boss) runs it once per period
// across every process; on the embedded PGlite default (one process) a plain timer does.
// Handlers never know which one runs them.
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';

export interface TaskLog {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** Puts a task's run on the queue (on PGlite: runs it soon in this process). */
export interface TaskQueue {
  enqueue(name: string, data?: Record<string, unknown>, options?: { startAfterSeconds?: number; singletonKey?: string }): Promise<void>;
}

export interface TaskContext {
  /** Its writes bump the data version by trigger (src/db/data-version.ts): nothing to call. */
  db: Database['db'];
  config: Config;
  mailer: Mailer;
  queue: TaskQueue;
  log: TaskLog;
  /** Aborted when the process shuts down or the run's time limit passes. */
  signal: AbortSignal;
  /** A scheduled run: the start of the period it is the run of (absent for a run asked for). */
  scheduledFor?: Date;
}

export interface TaskResult {
  /** One line staff read on the jobs page, e.g. '3 boards, 41 postings (2 new, 1 closed)'. */
  summary?: string;
}

export interface BackgroundTask<Data extends Record<string, unknown> = Record<string, unknown>> {
  /** The queue's name: lower-case words joined by '-'. */
  name: string;
  /** What staff read on the jobs page. */
  title: string;
  /** Runs once per period across all processes; without it the task runs only when enqueued. */
  everySeconds?: number;
  /** Whether the schedule is on in this configuration (e.g. the job-board sync is off offline). */
  scheduled?(config: Config, env: NodeJS.ProcessEnv): boolean;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run not finished after this is taken as dead (its process was killed) and runs again. */
  expireInSeconds: number;
  run(context: TaskContext, data: Data): Promise<TaskResult | void>;
}
