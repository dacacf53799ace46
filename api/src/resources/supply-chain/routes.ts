// GET /api/v1/supply-chain/ and /get-categories/
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { supplyChainTabs, supplyChainTree } from './queries';
import { SupplyChainCategory, SupplyChainCategoryTab } from './schemas';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/supply-chain/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: {
        tags: ['supply-chain'],
        response: { 200: Type.Object({ results: Type.Array(SupplyChainCategory) }) },
      },
    },
    async () => ({ results: await supplyChainTree(db) }),
  );

  app.get(
    '/v1/supply-chain/get-categories/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: { tags: ['supply-chain'], response: { 200: Type.Array(SupplyChainCategoryTab) } },
    },
    async () => supplyChainTabs(db),
  );
};

export default routes;
