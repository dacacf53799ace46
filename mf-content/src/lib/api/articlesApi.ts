// Article calls (docs/product/api.md §7) as react-query options: the pages' hooks and the server render's
// `load` (app/definition.ts) use the same options, so hydration finds the data.
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getJson, type ArticleDetail, type ArticleListItem, type Paged } from 'mf-shared';

/** An organization or project the article is about (issue 24): the article links its page. */
export interface ArticleMention {
  kind: 'organization' | 'project';
  slug: string;
  display_name: string;
}

/** An article as its page reads it: the contract's shape, plus what it mentions. */
export type ArticleWithMentions = ArticleDetail & { mentions?: ArticleMention[] };
import { pagedListQuery } from './pagedQuery';

const ARTICLES_URL = '/api/v1/articles/';
const RECENT_ARTICLES_URL = '/api/v1/articles/recent-articles/';
/** Articles per 'LOAD MORE' page (docs/product/content.md §2; the originals left it open). */
const ARTICLES_PAGE_SIZE = 10;
/** The home page shows 5 recent articles (docs/product/content.md §1). */
const HOME_ARTICLES = 5;

const articleUrl = (slug: string) => `${ARTICLES_URL}${encodeURIComponent(slug)}/`;

export const articleListQuery = () =>
  pagedListQuery<ArticleListItem>(['articles', 'list', { pageSize: ARTICLES_PAGE_SIZE }], ARTICLES_URL, {
    page_size: ARTICLES_PAGE_SIZE,
  });

/** Home: GET /api/v1/articles/?page_size=5 */
export const latestArticlesQuery = (count = HOME_ARTICLES) =>
  queryOptions({
    queryKey: ['articles', 'latest', count],
    queryFn: async ({ client }) => (await getJson<Paged<ArticleListItem>>(ARTICLES_URL, { page_size: count }, client)).results,
  });

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['articles', 'detail', slug],
    queryFn: ({ client }) => getJson<ArticleWithMentions>(articleUrl(slug), undefined, client),
  });

/** The sidebar: recent articles except the current one. */
export const recentArticlesQuery = (currentSlug: string) =>
  queryOptions({
    queryKey: ['articles', 'recent', currentSlug],
    queryFn: ({ client }) => getJson<ArticleListItem[]>(RECENT_ARTICLES_URL, { current_article_slug: currentSlug }, client),
  });

export const useArticleList = () => useInfiniteQuery(articleListQuery());
export const useLatestArticles = () => useQuery(latestArticlesQuery());
export const useArticle = (slug: string) => useQuery(articleQuery(slug));
export const useRecentArticles = (currentSlug: string) => useQuery(recentArticlesQuery(currentSlug));
