// Each compared organization is its detail (GET /api/v1/organizations/{slug}/). An unknown slug
// is data here (null), not an error: one bad name in a shared link must not make the page a 404.
import { queryOptions, useQueries } from '@tanstack/react-query';
import { getJson, isNotFoundError, type OrganizationDetail } from 'mf-shared';
import { organizationUrl } from '../../../lib/api/organizationUrls';

export const comparedOrganizationQuery = (slug: string) =>
  queryOptions({
    queryKey: ['compare', 'organization', slug],
    queryFn: async ({ client }): Promise<OrganizationDetail | null> => {
      try {
        return await getJson<OrganizationDetail>(organizationUrl(slug), undefined, client);
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
  });

export function useComparedOrganizations(slugs: readonly string[]) {
  return useQueries({ queries: slugs.map((slug) => comparedOrganizationQuery(slug)) });
}
