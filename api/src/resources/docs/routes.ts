// GET /api/docs/json: the OpenAPI document generated from the route schemas.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiContext } from '../../app';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app) => {
  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
};

export default routes;
