// The background jobs page (issue 21): GET /api/v1/admin/background-jobs/ lists each task with
// its schedule, last and next run, failures and last error; POST …/{name}/run/ queues a run now
// (202). Registered inside the admin routes, so their staff check and `private, no-store` apply.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { BackgroundRunner, TaskOverview } from '../../background/runner';
import { HttpError } from '../../http/errors';
import { Nullable } from '../../http/schemas';
import { AdminError, AdminForbidden } from './schemas';

const BACKGROUND_JOB_STATUSES = ['never_run', 'running', 'succeeded', 'retrying', 'failed'] as const;

const BackgroundJob = Type.Object({
  name: Type.String({ description: 'The task and its queue, e.g. "job-board-sync"' }),
  title: Type.String(),
  every_seconds: Nullable(Type.Integer({ description: 'The period of its schedule; null: runs only when queued' })),
  scheduled: Type.Boolean({ description: 'Its schedule is on in this configuration (BACKGROUND_TASKS and the task itself)' }),
  status: Type.Union(
    BACKGROUND_JOB_STATUSES.map((status) => Type.Literal(status)),
    { description: 'Of the last run: retrying = it failed and runs again after a backoff; failed = its retries are spent' },
  ),
  queued: Type.Boolean({ description: 'A run is due and waits for a worker (e.g. just after run now)' }),
  last_started_at: Nullable(Type.String({ format: 'date-time' })),
  last_finished_at: Nullable(Type.String({ format: 'date-time' })),
  next_run_at: Nullable(Type.String({ format: 'date-time', description: 'The next scheduled run or retry' })),
  consecutive_failures: Type.Integer({ minimum: 0 }),
  last_summary: Nullable(Type.String()),
  last_error: Nullable(Type.String()),
  last_error_at: Nullable(Type.String({ format: 'date-time' })),
  retry_limit: Type.Integer({ minimum: 0 }),
  expire_in_seconds: Type.Integer({ minimum: 1 }),
});

const BackgroundJobList = Type.Object({ results: Type.Array(BackgroundJob) });
const RunAccepted = Type.Object({ message: Type.String(), job: BackgroundJob });
const NameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

const BACKGROUND_JOB_MESSAGES = {
  notFound: 'No such background job.',
  queued: (title: string) => `${title}: a run is queued.`,
} as const;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function present({ task, scheduled, state, nextRunAt, due }: TaskOverview) {
  return {
    name: task.name,
    title: task.title,
    every_seconds: task.everySeconds ?? null,
    scheduled,
    status: state?.status ?? 'never_run',
    queued: due,
    last_started_at: iso(state?.lastStartedAt),
    last_finished_at: iso(state?.lastFinishedAt),
    next_run_at: iso(nextRunAt),
    consecutive_failures: state?.consecutiveFailures ?? 0,
    last_summary: state?.lastSummary ?? null,
    last_error: state?.lastError ?? null,
    last_error_at: iso(state?.lastErrorAt),
    retry_limit: task.retryLimit,
    expire_in_seconds: task.expireInSeconds,
  };
}

const errors = { 400: AdminError, 401: AdminError, 403: AdminForbidden, 404: AdminError };

const backgroundJobRoutes: FastifyPluginAsyncTypebox<{ background: BackgroundRunner }> = async (app, { background }) => {
  app.get(
    '/v1/admin/background-jobs/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The background jobs: schedule, last and next run, failures, last error and summary',
        response: { 200: BackgroundJobList, ...errors },
      },
    },
    async () => ({ results: (await background.overview()).map(present) }) as never,
  );

  app.post(
    '/v1/admin/background-jobs/:name/run/',
    {
      attachValidation: true,
      schema: {
        tags: ['admin'],
        summary: 'Run a background job now: queued at once, run by the next free worker (202)',
        params: NameParams,
        response: { 202: RunAccepted, ...errors },
      },
    },
    async (request, reply) => {
      const task = background.task(request.params.name);
      if (!task) throw new HttpError(404, BACKGROUND_JOB_MESSAGES.notFound);
      await background.runNow(task.name);
      const overview = (await background.overview()).find((entry) => entry.task.name === task.name)!;
      reply.status(202);
      return { message: BACKGROUND_JOB_MESSAGES.queued(task.title), job: present(overview) } as never;
    },
  );
};

export default backgroundJobRoutes;
