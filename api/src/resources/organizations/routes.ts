// GET /api/v1/organizations/, /get-tags/, /{slug}/
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { notFound } from '../../http/errors';
import { markPrivate } from '../../http/response-cache';
import { approvedEntityIds, assertVisible, sharedCacheKey } from '../contributions/access';
import { pagedResponse, paging } from '../../http/paging';
import { EntityErrorResponses, ErrorResponses } from '../../http/schemas';
import { assertOrganizationFilters, listOrganizations, organizationDetail, organizationFacets, organizationTabs } from './queries';
import {
  OrganizationDetail,
  OrganizationFacets,
  OrganizationFilterQuery,
  OrganizationList,
  OrganizationListQuery,
  OrganizationTagTab,
  SlugParams,
} from './schemas';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/organizations/',
    {
      config: { responseCache: { scope: 'visitor' } }, // may depend on who is signed in (src/http/response-cache.ts)
      schema: { tags: ['organizations'], querystring: OrganizationListQuery, response: { 200: OrganizationList, ...ErrorResponses } },
    },
    async (request) => {
      const { sort, minimal: _minimal, page: _page, page_size: _pageSize, ...filters } = request.query;
      assertOrganizationFilters(filters);
      const page = paging(request.query);
      const rows = await listOrganizations(db, {
        filters,
        sort,
        minimal: request.query.minimal === true,
        page,
      });
      return pagedResponse(request, page, rows);
    },
  );

  app.get(
    '/v1/organizations/facets/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: {
        tags: ['organizations'],
        description:
          'The facet counts of /organizations for the same filters as the list: per country, kind and current status, ' +
          'how many organizations each value would list with every other filter kept; the founding years and largest total funding.',
        querystring: Type.Object(OrganizationFilterQuery),
        response: { 200: OrganizationFacets, ...ErrorResponses },
      },
    },
    async (request) => {
      assertOrganizationFilters(request.query);
      return organizationFacets(db, request.query);
    },
  );

  app.get(
    '/v1/organizations/get-tags/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: { tags: ['organizations'], response: { 200: Type.Array(OrganizationTagTab) } },
    },
    async () => organizationTabs(db),
  );

  app.get(
    '/v1/organizations/:slug/',
    {
      // Depends on who is signed in (approval visibility, their own projects under review): a
      // request carrying a session cookie never reads or fills the shared cache.
      config: { responseCache: { scope: 'visitor', key: sharedCacheKey } },
      schema: {
        tags: ['organizations'],
        description:
          'An unapproved organization answers the same 404 as an unknown slug (neither says more) ' +
          'except to its approved claimers and staff, who get it with ' +
          "is_approved false (private, never cached). `projects` adds the visitor's own claimed projects still under review.",
        params: SlugParams,
        response: { 200: OrganizationDetail, ...EntityErrorResponses },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      if (viewer) markPrivate(reply);
      const ownProjects = viewer ? await approvedEntityIds(db, 'project', viewer.id) : [];
      const organization = await organizationDetail(db, request.params.slug, ownProjects);
      if (!organization) throw notFound('Organization not found.');
      await assertVisible(db, request, reply, 'organization', organization);
      return organization;
    },
  );
};

export default routes;
