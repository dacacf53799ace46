// The run state staff read on the background jobs page: one row per task in
// background_task_state, written by whichever process runs the task.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { backgroundTaskState } from '../db/schema';

type TaskStatus = 'running' | 'succeeded' | 'retrying' | 'failed';

export interface TaskState {
  status: TaskStatus;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastSummary: string | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  consecutiveFailures: number;
}

/** Long enough for a stack's first line and a URL; the page shows one paragraph. */
const MAX_ERROR_LENGTH = 2000;
const MAX_SUMMARY_LENGTH = 500;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function markStarted(db: Db, name: string): Promise<void> {
  await db
    .insert(backgroundTaskState)
    .values({ name, status: 'running', lastStartedAt: sql`now()`, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: backgroundTaskState.name,
      set: { status: 'running', lastStartedAt: sql`now()`, updatedAt: sql`now()` },
    });
}

export async function markSucceeded(db: Db, name: string, summary: string | null): Promise<void> {
  const values = {
    status: 'succeeded',
    lastFinishedAt: sql`now()`,
    lastSummary: summary === null ? null : clip(summary, MAX_SUMMARY_LENGTH),
    consecutiveFailures: 0,
    updatedAt: sql`now()`,
  };
  await db
    .insert(backgroundTaskState)
    .values({ name, ...values })
    .onConflictDoUpdate({ target: backgroundTaskState.name, set: values });
}

export async function markFailed(db: Db, name: string, error: string, retrying: boolean): Promise<void> {
  const values = {
    status: retrying ? 'retrying' : 'failed',
    lastFinishedAt: sql`now()`,
    lastError: clip(error || 'Failed without a message.', MAX_ERROR_LENGTH),
    lastErrorAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  await db
    .insert(backgroundTaskState)
    .values({ name, ...values, consecutiveFailures: 1 })
    .onConflictDoUpdate({
      target: backgroundTaskState.name,
      set: { ...values, consecutiveFailures: sql`${backgroundTaskState.consecutiveFailures} + 1` },
    });
}

export async function readTaskStates(db: Db): Promise<Map<string, TaskState>> {
  const rows = await db.select().from(backgroundTaskState);
  return new Map(
    rows.map((row) => [
      row.name,
      {
        status: row.status as TaskStatus,
        lastStartedAt: row.lastStartedAt,
        lastFinishedAt: row.lastFinishedAt,
        lastSummary: row.lastSummary,
        lastError: row.lastError,
        lastErrorAt: row.lastErrorAt,
        consecutiveFailures: row.consecutiveFailures,
      },
    ]),
  );
}
