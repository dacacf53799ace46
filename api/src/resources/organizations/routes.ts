// GET /api/v1/organizations/, /get-tags/, /{slug}/
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { notFound } from '../../http/errors';
import { pagedResponse, paging } from '../../http/paging';
import { ErrorResponses } from '../../http/schemas';
import { listOrganizations, organizationDetail, organizationTabs } from './queries';
import { OrganizationDetail, OrganizationList, OrganizationListQuery, OrganizationTagTab, SlugParams } from './schemas';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/organizations/',
    {
      config: { responseCache: { scope: 'visitor' } }, // may depend on who is signed in (src/http/response-cache.ts)
      schema: { tags: ['organizations'], querystring: OrganizationListQuery, response: { 200: OrganizationList, ...ErrorResponses } },
    },
    async (request) => {
      const page = paging(request.query);
      const rows = await listOrganizations(db, {
        tab: request.query.tag,
        sort: request.query.sort,
        minimal: request.query.minimal === true,
        page,
      });
      return pagedResponse(request, page, rows);
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
      config: { responseCache: { scope: 'visitor' } }, // may depend on who is signed in (src/http/response-cache.ts)
      schema: { tags: ['organizations'], params: SlugParams, response: { 200: OrganizationDetail, ...ErrorResponses } },
    },
    async (request) => {
      const organization = await organizationDetail(db, request.params.slug);
      if (!organization) throw notFound('Organization not found.');
      return organization;
    },
  );
};

export default routes;
