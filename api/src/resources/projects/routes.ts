// GET /api/v1/projects/, /by-concept/, /{slug}/
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { notFound } from '../../http/errors';
import { pagedResponse, paging } from '../../http/paging';
import { ErrorResponses } from '../../http/schemas';
import { SlugParams } from '../organizations/schemas';
import { conceptTabs, listProjects, projectDetail } from './queries';
import { ConceptTab, ProjectDetail, ProjectList, ProjectListQuery } from './schemas';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/projects/',
    {
      config: { responseCache: { scope: 'visitor' } }, // may depend on who is signed in (src/http/response-cache.ts)
      schema: { tags: ['projects'], querystring: ProjectListQuery, response: { 200: ProjectList, ...ErrorResponses } },
    },
    async (request) => {
      const page = paging(request.query);
      const rows = await listProjects(db, { concept: request.query.concept, sort: request.query.sort, page });
      return pagedResponse(request, page, rows);
    },
  );

  app.get(
    '/v1/projects/by-concept/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: { tags: ['projects'], response: { 200: Type.Array(ConceptTab) } },
    },
    async () => conceptTabs(db),
  );

  app.get(
    '/v1/projects/:slug/',
    {
      config: { responseCache: { scope: 'visitor' } }, // may depend on who is signed in (src/http/response-cache.ts)
      schema: { tags: ['projects'], params: SlugParams, response: { 200: ProjectDetail, ...ErrorResponses } },
    },
    async (request) => {
      const project = await projectDetail(db, request.params.slug);
      if (!project) throw notFound('Project not found.');
      return project;
    },
  );
};

export default routes;
