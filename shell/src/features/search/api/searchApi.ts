import { getJson, type Paged, type SearchResult } from 'mf-shared';

const SEARCH_URL = '/api/v1/search/';

/** What a result is: sent when the request asks for the supply chain (`include`). */
type SearchResultKind = 'organization' | 'project' | 'supply-chain';

/** A result as this shell reads it: the contract's shape, plus `kind`. */
export type HeaderSearchResult = SearchResult & { kind?: SearchResultKind };

/**
 * First page of results for `query` (docs/product/shell.md §4). This shell reads `kind`, so it asks
 * for the supply chain categories too; the API sends them only to a shell that asks (an older one
 * would open them as projects).
 */
export function fetchSearchResults(query: string): Promise<Paged<HeaderSearchResult>> {
  return getJson<Paged<HeaderSearchResult>>(SEARCH_URL, { query, include: 'supply-chain' });
}

/** A later page: the API's `next` link, fetched as given. */
export function fetchSearchPage(nextUrl: string): Promise<Paged<HeaderSearchResult>> {
  return getJson<Paged<HeaderSearchResult>>(nextUrl);
}

/**
 * Where choosing a result leads (docs/product/shell.md §4): a supply chain result's slug is its
 * /supply-chain hash; otherwise `is_organization` decides (spec 000).
 */
export function searchResultPath(result: HeaderSearchResult): string {
  const slug = encodeURIComponent(result.slug);
  if (result.kind === 'supply-chain') return `/supply-chain#${slug}`;
  return result.is_organization ? `/organizations/${slug}` : `/projects/${slug}`;
}

/** What the result is, as the list says it. */
export function searchResultLabel(result: HeaderSearchResult): string {
  return result.kind === 'supply-chain' ? 'Supply chain' : result.is_organization ? 'Organization' : 'Project';
}
