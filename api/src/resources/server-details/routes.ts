// GET /api/server-details → { color, githash, deploytime }
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiContext } from '../../app';
import { ServerDetails } from './schemas';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, context) => {
  app.get('/server-details', { schema: { tags: ['site'], response: { 200: ServerDetails } } }, async () => ({
    color: context.config.environmentColor,
    githash: context.config.gitHash,
    deploytime: context.config.deployTime,
  }));
};

export default routes;
