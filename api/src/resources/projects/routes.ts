// GET /api/v1/projects/, /by-concept/, /{slug}/
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { notFound } from '../../http/errors';
import { markPrivate } from '../../http/response-cache';
import { approvedEntityIds, assertVisible, sharedCacheKey } from '../contributions/access';
import { pagedResponse, paging } from '../../http/paging';
import { EntityErrorResponses, ErrorResponses } from '../../http/schemas';
import { SlugParams } from '../organizations/schemas';
import { assertProjectFilters, conceptTabs, listProjects, projectDetail, projectFacets } from './queries';
import { ConceptTab, ProjectDetail, ProjectFacets, ProjectFilterQuery, ProjectList, ProjectListQuery } from './schemas';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/projects/',
    {
      // Signed-in visitors also see their own claimed projects under review (is_approved false:
      // 'PENDING APPROVAL', docs/product/api.md §4): such requests never read or fill the shared cache.
      config: { responseCache: { scope: 'visitor', key: sharedCacheKey } },
      schema: { tags: ['projects'], querystring: ProjectListQuery, response: { 200: ProjectList, ...ErrorResponses } },
    },
    async (request, reply) => {
      const { sort, page: _page, page_size: _pageSize, ...filters } = request.query;
      assertProjectFilters(filters);
      const page = paging(request.query);
      const viewer = await request.viewer();
      if (viewer) markPrivate(reply);
      const ownProjectIds = viewer ? await approvedEntityIds(db, 'project', viewer.id) : [];
      const rows = await listProjects(db, { ...filters, sort, page, ownProjectIds });
      return pagedResponse(request, page, rows);
    },
  );

  app.get(
    '/v1/projects/facets/',
    {
      config: { responseCache: { scope: 'public' } }, // approved projects only: the same for everyone
      schema: {
        tags: ['projects'],
        description:
          'The facet counts of /projects for the same filters as the list: per status and country, how many approved projects ' +
          'each value would list with every other filter kept; the years operations started.',
        querystring: Type.Object(ProjectFilterQuery),
        response: { 200: ProjectFacets, ...ErrorResponses },
      },
    },
    async (request) => {
      assertProjectFilters(request.query);
      return projectFacets(db, request.query);
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
      // Approval visibility (api/docs/contributions.md): private for signed-in visitors.
      config: { responseCache: { scope: 'visitor', key: sharedCacheKey } },
      schema: {
        tags: ['projects'],
        description:
          'An unapproved project answers the same 404 as an unknown slug (neither says more) ' +
          'except to its approved claimers and staff, who get it with ' +
          'is_approved false (private, never cached).',
        params: SlugParams,
        response: { 200: ProjectDetail, ...EntityErrorResponses },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      if (viewer) markPrivate(reply);
      const project = await projectDetail(db, request.params.slug);
      if (!project) throw notFound('Project not found.');
      await assertVisible(db, request, reply, 'project', project);
      return project;
    },
  );
};

export default routes;
