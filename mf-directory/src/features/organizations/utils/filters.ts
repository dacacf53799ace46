// The facets of /organizations, kept in the query string (issue 24): the server renders them, a GET
// form sets them without JavaScript, and the list, the facet counts and the exports take the same
// parameters (api/src/resources/organizations/schemas.ts OrganizationFilterQuery).
import { formatMoney } from 'mf-shared/kit';
import { facetUrl, parseFacets, withoutFacet, type FacetValueKind } from '../../../lib/facets';

export type FilterKey = 'q' | 'country' | 'kind' | 'status' | 'funding_min' | 'funding_max' | 'founded_from' | 'founded_to';

/** The active filters, as the API takes them (empty values left out). */
export type OrganizationFilters = Partial<Record<FilterKey, string>>;

export const ORGANIZATION_FILTER_KINDS: Record<FilterKey, FacetValueKind> = {
  q: 'text',
  country: 'text',
  kind: 'text',
  status: 'text',
  funding_min: 'amount',
  funding_max: 'amount',
  founded_from: 'year',
  founded_to: 'year',
};

/**
 * The filters of a query string, in the order they appear there (the last one is the one an empty
 * result offers to remove). Values the API would refuse are dropped, so a hand-edited URL still
 * shows a page rather than an error.
 */
export function parseFilters(search: URLSearchParams): OrganizationFilters {
  return parseFacets(search, ORGANIZATION_FILTER_KINDS) as OrganizationFilters;
}

/** The tab named by `?tag=` (the hash still wins in the browser; docs/product/directory.md §1). */
export function tagFromSearch(search: URLSearchParams, tabIds: readonly string[] | undefined): string | undefined {
  const tag = search.get('tag') ?? undefined;
  return tag && (!tabIds || tabIds.includes(tag)) ? tag : undefined;
}

/** `/organizations?…` for a tab and filters (the tab left out when it is 'all'). */
export function organizationsUrl(tag: string, filters: OrganizationFilters): string {
  return facetUrl('/organizations', { tag: tag === 'all' ? undefined : tag }, filters);
}

export function withoutFilter(filters: OrganizationFilters, key: FilterKey): OrganizationFilters {
  return withoutFacet(filters, key) as OrganizationFilters;
}

/** Labels of facet values the page knows (from the facet counts), by facet. */
export type FacetLabels = Partial<Record<'country' | 'kind' | 'status', ReadonlyMap<string, string>>>;

/** What a chip says for one active filter ('Country: Germany', 'Founded from 2015'). */
function filterLabel(key: FilterKey, value: string, labels: FacetLabels = {}): string {
  switch (key) {
    case 'q':
      return `Name: ${value}`;
    case 'country':
    case 'kind':
    case 'status':
      return `${key[0]!.toUpperCase()}${key.slice(1)}: ${labels[key]?.get(value) ?? value}`;
    case 'funding_min':
      return `Funding from ${formatMoney(Number(value))}`;
    case 'funding_max':
      return `Funding up to ${formatMoney(Number(value))}`;
    case 'founded_from':
      return `Founded from ${value}`;
    case 'founded_to':
      return `Founded up to ${value}`;
  }
}

/** The active filters in query-string order, each with its label. */
export function activeFilters(filters: OrganizationFilters, labels?: FacetLabels): { key: FilterKey; label: string }[] {
  return (Object.keys(filters) as FilterKey[]).map((key) => ({ key, label: filterLabel(key, filters[key]!, labels) }));
}

/** Funding thresholds offered by the form, in USD. */
export const FUNDING_STEPS = [1_000_000, 10_000_000, 100_000_000, 1_000_000_000] as const;
