// GET /api/flags/{cc}.svg: the country flag (country-flag-icons, 3x2), the target of country_flag_url.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { notFound } from '../../http/errors';
import { flagSvg } from '../../http/country';
import { Message } from '../../http/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/flags/:file',
    {
      schema: {
        tags: ['site'],
        params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z]{2}\\.svg$' }) }),
        response: { 200: Type.String(), 400: Message, 404: Message },
      },
    },
    async (request, reply) => {
      const svg = flagSvg(request.params.file.slice(0, 2));
      if (!svg) throw notFound('Unknown country code.');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(svg);
    },
  );
};

export default routes as unknown as FastifyPluginAsyncTypebox<ApiContext>;
