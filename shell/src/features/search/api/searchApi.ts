import { getJson, type Paged, type SearchResult } from 'mf-shared';

const SEARCH_URL = '/api/v1/search/';

/** First page of results for `query` (docs/product/shell.md §4). */
export function fetchSearchResults(query: string): Promise<Paged<SearchResult>> {
  return getJson<Paged<SearchResult>>(SEARCH_URL, { query });
}

/** A later page: the API's `next` link, fetched as given. */
export function fetchSearchPage(nextUrl: string): Promise<Paged<SearchResult>> {
  return getJson<Paged<SearchResult>>(nextUrl);
}

/** Where choosing a result leads (docs/product/shell.md §4). */
export function searchResultPath(result: SearchResult): string {
  const slug = encodeURIComponent(result.slug);
  return result.is_organization ? `/organizations/${slug}` : `/projects/${slug}`;
}
