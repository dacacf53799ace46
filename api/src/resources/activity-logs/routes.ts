// GET /api/v1/activity-logs/ (the updates feed)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiContext } from '../../app';
import { pagedResponse, paging } from '../../http/paging';
import { ErrorResponses } from '../../http/schemas';
import { listActivityLogs } from './queries';
import { ActivityLogList, ActivityLogQuery } from './schemas';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/activity-logs/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: { tags: ['activity'], querystring: ActivityLogQuery, response: { 200: ActivityLogList, ...ErrorResponses } },
    },
    async (request) => {
      const page = paging(request.query);
      return pagedResponse(request, page, await listActivityLogs(db, page));
    },
  );
};

export default routes;
