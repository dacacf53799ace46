import { getJson, type Paged, type SearchResult } from 'mf-shared';

export const SEARCH_URL = '/api/v1/search/';

/** What a result is: sent when the request asks for the supply chain (`include`). */
export type SearchResultKind = 'organization' | 'project' | 'supply-chain';

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

/** What the result is, from `kind` when sent, else from `is_organization` (spec 000). */
export function searchResultKind(result: HeaderSearchResult): SearchResultKind {
  return result.kind ?? (result.is_organization ? 'organization' : 'project');
}

export const SEARCH_KIND_LABELS: Record<SearchResultKind, string> = {
  organization: 'Organization',
  project: 'Project',
  'supply-chain': 'Supply chain',
};

/** Where choosing a result leads (docs/product/shell.md §4): a supply chain result's slug is its /supply-chain hash. */
export function searchResultPath(result: HeaderSearchResult): string {
  const slug = encodeURIComponent(result.slug);
  switch (searchResultKind(result)) {
    case 'supply-chain':
      return `/supply-chain#${slug}`;
    case 'organization':
      return `/organizations/${slug}`;
    case 'project':
      return `/projects/${slug}`;
  }
}
