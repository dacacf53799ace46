// POST /api/v1/admin/alert-tasks/{name}/run/ (staff): runs an alert task now, in this request.
// A stand-in until the job queue's 'run now' (POST /api/v1/admin/background-jobs/{name}/run/)
// exists; the browser tests use it to send alerts without waiting for the schedule.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { requireStaff } from '../../http/auth';
import { notFound } from '../../http/errors';
import { Forbidden, Message } from '../../http/schemas';
import type { TaskContext } from '../task';
import { alertTasks } from './index';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db, config, mailer }) => {
  app.post(
    '/v1/admin/alert-tasks/:name/run/',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['follows'],
        summary: 'Run an alert task now (staff): follow-alerts-instant or follow-alerts-daily',
        params: Type.Object({ name: Type.String({ maxLength: 60 }) }),
        body: Type.Optional(Type.Unknown()),
        response: { 200: Type.Object({ summary: Type.String() }), 401: Message, 403: Forbidden, 404: Message },
      },
    },
    async (request) => {
      const task = alertTasks.find((candidate) => candidate.name === request.params.name);
      if (!task) throw notFound(`No such alert task: ${alertTasks.map((candidate) => candidate.name).join(' or ')}.`);
      const context: TaskContext = {
        db,
        config,
        mailer,
        // Alert tasks enqueue nothing.
        queue: { enqueue: async () => {} },
        log: {
          info: (message, details) => request.log.info(details ?? {}, message),
          warn: (message, details) => request.log.warn(details ?? {}, message),
          error: (message, details) => request.log.error(details ?? {}, message),
        },
        signal: AbortSignal.timeout(task.expireInSeconds * 1000),
      };
      const result = await task.run(context, {});
      return { summary: result?.summary ?? 'done' };
    },
  );
};

export default routes;
