// GET /api/v1/jobs/ (filters: search, location, tag, organization, mode, type, country), /facets/ and /get-tags/
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { pagedResponse, paging } from '../../http/paging';
import { ErrorResponses } from '../../http/schemas';
import { jobFacets, jobTags, listJobs } from './queries';
import { JobFacetQuery, JobFacets, JobList, JobListQuery, JobTag } from './schemas';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/jobs/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: { tags: ['jobs'], querystring: JobListQuery, response: { 200: JobList, ...ErrorResponses } },
    },
    async (request) => {
      const page = paging(request.query);
      const { rows, count } = await listJobs(db, request.query, page);
      return { ...pagedResponse(request, page, rows), count };
    },
  );

  app.get(
    '/v1/jobs/facets/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: {
        tags: ['jobs'],
        description:
          'The facet counts of /jobs for the same filters as the list: per mode, type, country (of the organization) and ' +
          'organization, how many jobs each value would list with every other filter kept.',
        querystring: Type.Object({
          search: JobListQuery.properties.search,
          location: JobListQuery.properties.location,
          tag: JobListQuery.properties.tag,
          organization: JobListQuery.properties.organization,
          ...JobFacetQuery,
        }),
        response: { 200: JobFacets, ...ErrorResponses },
      },
    },
    async (request) => jobFacets(db, request.query),
  );

  app.get(
    '/v1/jobs/get-tags/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: { tags: ['jobs'], response: { 200: Type.Array(JobTag) } },
    },
    async () => jobTags(db),
  );
};

export default routes;
