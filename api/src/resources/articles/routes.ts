// GET /api/v1/articles/, /recent-articles/, /{slug}/
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { notFound } from '../../http/errors';
import { pagedResponse, paging } from '../../http/paging';
import { ErrorResponses } from '../../http/schemas';
import { articleDetail, listArticles, recentArticles } from './queries';
import { ArticleDetail, ArticleList, ArticleListItem, ArticleListQuery, ArticleParams, RecentArticlesQuery } from './schemas';

/** The sidebar and the home page show five. */
const RECENT_ARTICLES = 5;

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/articles/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: { tags: ['articles'], querystring: ArticleListQuery, response: { 200: ArticleList, ...ErrorResponses } },
    },
    async (request) => {
      const page = paging(request.query);
      return pagedResponse(request, page, await listArticles(db, page));
    },
  );

  app.get(
    '/v1/articles/recent-articles/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: {
        tags: ['articles'],
        querystring: RecentArticlesQuery,
        response: { 200: Type.Array(ArticleListItem), ...ErrorResponses },
      },
    },
    async (request) => recentArticles(db, request.query.current_article_slug, RECENT_ARTICLES),
  );

  app.get(
    '/v1/articles/:slug/',
    {
      config: { responseCache: { scope: 'public' } }, // src/http/response-cache.ts
      schema: { tags: ['articles'], params: ArticleParams, response: { 200: ArticleDetail, ...ErrorResponses } },
    },
    async (request) => {
      const article = await articleDetail(db, request.params.slug);
      if (!article) throw notFound('Article not found.');
      return article;
    },
  );
};

export default routes;
