// GET /api/v1/sitemap/ → the public pages a sitemap lists: every approved organization and
// project and every article, each with the date it last changed (deploy/ renders /sitemap.xml).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { queryRows } from '../../db/helpers';

const SitemapEntry = Type.Object({
  path: Type.String(),
  lastmod: Type.String({ description: 'YYYY-MM-DD' }),
});

const SitemapResponse = Type.Object({ entries: Type.Array(SitemapEntry) }, { $id: 'SitemapResponse' });

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, context) => {
  app.get(
    '/v1/sitemap/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: { tags: ['site'], response: { 200: SitemapResponse } },
    },
    async () => {
      const rows = await queryRows<{ path: string; lastmod: string }>(
        context.db,
        sql`SELECT '/organizations/' || slug AS path, to_char(created_at, 'YYYY-MM-DD') AS lastmod FROM organizations WHERE is_approved AND deleted_at IS NULL
            UNION ALL
            SELECT '/projects/' || slug, to_char(created_at, 'YYYY-MM-DD') FROM projects WHERE is_approved AND deleted_at IS NULL
            UNION ALL
            SELECT '/articles/' || slug, to_char(date, 'YYYY-MM-DD') FROM articles WHERE status = 'published' AND deleted_at IS NULL
            ORDER BY 1`,
      );
      return { entries: rows };
    },
  );
};

export default routes;
