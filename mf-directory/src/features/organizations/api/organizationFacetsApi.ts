// The facet counts of /organizations (issue 24), apart from organizationsApi.ts: only the list page
// needs them, and the detail page (which shares that module) stays within its bundle budget.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from 'mf-shared';
import type { paths } from 'mf-shared/api-types';
import type { OrganizationFilters } from '../utils/filters';

export type OrganizationFacets = paths['/api/v1/organizations/facets/']['get']['responses'][200]['content']['application/json'];

const ORGANIZATION_FACETS_URL = '/api/v1/organizations/facets/';

/** The facet counts for a tab and filters (each facet's counts keep the other filters). */
export const organizationFacetsQuery = (tag: string, filters: OrganizationFilters) =>
  queryOptions({
    queryKey: ['organizations', 'facets', { tag, ...filters }],
    queryFn: ({ client }) => getJson<OrganizationFacets>(ORGANIZATION_FACETS_URL, { tag, ...filters }, client),
  });

export function useOrganizationFacets(tag: string, filters: OrganizationFilters) {
  return useQuery(organizationFacetsQuery(tag, filters));
}
