// GET /api/v1/search/?query=&page=
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { ApiContext } from '../../app';
import { paging, type Paging } from '../../http/paging';
import { rateLimitFor } from '../../http/rate-limits';
import { ErrorResponses, Message } from '../../http/schemas';
import { LiveSearchIndex } from './live-index';
import { search, supplyChainHits, type SearchRow } from './queries';
import { SearchQuery, SearchResults } from './schemas';
import { normalizedText } from './text';

type Query = Static<typeof SearchQuery>;

const DEFAULT_PAGE_SIZE = 20;

/**
 * The answer depends only on the normalized words, the page and the page size ('Tok', 'tok'
 * and ' TOK!' are one entry of the search LRU): the cache key, and the `next` link is built
 * from them too, so every spelling gets the same bytes.
 */
function canonical(request: FastifyRequest, page: Paging): { path: string; params: URLSearchParams } {
  const path = request.url.split('?', 1)[0]!.replace(/\/?$/, '/');
  const params = new URLSearchParams({ query: normalizedText((request.query as Query).query ?? '') });
  if (page.pageSize !== DEFAULT_PAGE_SIZE) params.set('page_size', String(page.pageSize));
  // Part of the cache key too: an older shell (no `include`) must never get an answer with kinds.
  if ((request.query as Query).include) params.set('include', (request.query as Query).include!);
  return { path, params };
}

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db, config }) => {
  // In-process index, rebuilt per data version (README, "Search design"); API_SEARCH_INDEX=off
  // asks the database for every search instead (same answers).
  const index =
    config.searchIndex === false ? null : new LiveSearchIndex(db, (error) => app.log.error({ err: error }, 'search index build failed'));
  if (index) {
    app.addHook('onReady', async () => {
      void index.refresh(); // in the background: the first search waits for it if needed
    });
  }

  app.get(
    '/v1/search/',
    {
      config: {
        // Runs after validation (preHandler), so the query is already coerced.
        responseCache: {
          scope: 'visitor', // may list a claimer's own unapproved organization one day
          store: 'search',
          key: (request) => {
            const page = paging(request.query as Query);
            const { path, params } = canonical(request, page);
            return `${path}?${params.toString()}&page=${page.page}`;
          },
        },
        rateLimit: rateLimitFor(config, 'search'),
      },
      schema: { tags: ['search'], querystring: SearchQuery, response: { 200: SearchResults, ...ErrorResponses, 429: Message } },
    },
    async (request) => {
      const page = paging(request.query, DEFAULT_PAGE_SIZE);
      const text = request.query.query ?? '';
      const rows = index ? await index.search(text, page) : await search(db, text, page);
      const hasNext = rows.length > page.pageSize;
      let results: (SearchRow & { kind?: 'organization' | 'project' | 'supply-chain' })[] = hasNext ? rows.slice(0, page.pageSize) : rows;
      if (request.query.include === 'supply-chain') {
        // Only a shell that reads `kind` asks for it (docs/product/shell.md §4): spec 000 opens
        // anything that is not an organization as a project.
        const kinds = results.map((row) => ({ ...row, kind: row.is_organization ? ('organization' as const) : ('project' as const) }));
        results = page.page === 1 ? [...(await supplyChainHits(db, text)), ...kinds] : kinds;
      }
      if (!hasNext) return { results, next: null };
      const { path, params } = canonical(request, page);
      params.set('page', String(page.page + 1));
      return { results, next: `${path}?${params.toString()}` };
    },
  );
};

export default routes;
