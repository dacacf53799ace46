// The facets of /projects, kept in the query string (issue 24; lib/facets.ts): the list, its facet
// counts and its exports take the same parameters (api/src/resources/projects/schemas.ts ProjectFilterQuery).
import { facetUrl, parseFacets, withoutFacet, type FacetValueKind } from '../../../lib/facets';
import { ALL_CONCEPTS } from './conceptTabs';

export type ProjectFilterKey = 'status' | 'country' | 'started_from' | 'started_to';
export type ProjectFilters = Partial<Record<ProjectFilterKey, string>>;

export const PROJECT_FILTER_KINDS: Record<ProjectFilterKey, FacetValueKind> = {
  status: 'text',
  country: 'text',
  started_from: 'year',
  started_to: 'year',
};

export function parseProjectFilters(search: URLSearchParams): ProjectFilters {
  return parseFacets(search, PROJECT_FILTER_KINDS) as ProjectFilters;
}

/** The concept named by `?concept=` (the hash still wins in the browser; docs/product/directory.md §3). */
export function conceptFromSearch(search: URLSearchParams, conceptIds: readonly string[] | undefined): string | undefined {
  const concept = search.get('concept') ?? undefined;
  return concept && (!conceptIds || conceptIds.includes(concept)) ? concept : undefined;
}

/** What the URL keeps beside the facets: the concept and the status view (`showProjectStatus=true`). */
export function fixedParams(concept: string, statusShown: boolean) {
  return { concept: concept === ALL_CONCEPTS ? undefined : concept, showProjectStatus: statusShown ? 'true' : undefined };
}

export function projectsUrl(concept: string, statusShown: boolean, filters: ProjectFilters): string {
  return facetUrl('/projects', fixedParams(concept, statusShown), filters);
}

export function withoutProjectFilter(filters: ProjectFilters, key: ProjectFilterKey): ProjectFilters {
  return withoutFacet(filters, key) as ProjectFilters;
}

export function projectFilterLabel(key: ProjectFilterKey, value: string, countries: ReadonlyMap<string, string>): string {
  switch (key) {
    case 'status':
      return `Status: ${value}`;
    case 'country':
      return `Country: ${countries.get(value) ?? value}`;
    case 'started_from':
      return `Operating from ${value}`;
    case 'started_to':
      return `Operating up to ${value}`;
  }
}
