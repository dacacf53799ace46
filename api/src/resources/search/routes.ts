// GET /api/v1/search/?query=&page=
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiContext } from '../../app';
import { pagedResponse, paging } from '../../http/paging';
import { ErrorResponses } from '../../http/schemas';
import { search } from './queries';
import { SearchQuery, SearchResults } from './schemas';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/search/',
    { schema: { tags: ['search'], querystring: SearchQuery, response: { 200: SearchResults, ...ErrorResponses } } },
    async (request) => {
      const page = paging(request.query);
      return pagedResponse(request, page, await search(db, request.query.query ?? '', page));
    },
  );
};

export default routes;
