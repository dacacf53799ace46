// The home page's 'Fusion Machine Developers' grid (docs/product/content.md §1: every organization with the
// tag fusion-machine-developers, page size 9999). `minimal=true` has all a card shows (name,
// logo, flag, affiliate check, funding), so the page stays light.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type OrganizationMinimal, type Paged } from 'mf-shared';

const ORGANIZATIONS_URL = '/api/v1/organizations/';
const MACHINE_DEVELOPERS_TAG = 'fusion-machine-developers';
const MACHINE_DEVELOPERS_PAGE_SIZE = 9999;

export const machineDevelopersQuery = () =>
  queryOptions({
    queryKey: ['organizations', 'list', { tag: MACHINE_DEVELOPERS_TAG, minimal: true, pageSize: MACHINE_DEVELOPERS_PAGE_SIZE }],
    queryFn: async ({ client }) =>
      (
        await getJson<Paged<OrganizationMinimal>>(
          ORGANIZATIONS_URL,
          { tag: MACHINE_DEVELOPERS_TAG, page_size: MACHINE_DEVELOPERS_PAGE_SIZE, minimal: true },
          client,
        )
      ).results,
  });

export const useMachineDevelopers = () => useQuery(machineDevelopersQuery());

/** GET /api/v1/stats/ (api/src/resources/stats): the hero's live totals, counted as their pages count them. */
export interface SiteStats {
  organizations: number;
  projects: number;
  funding: { amount_usd: number; rounds: number };
}

const STATS_URL = '/api/v1/stats/';

export const siteStatsQuery = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: ({ client }) => getJson<SiteStats>(STATS_URL, undefined, client),
  });

export const useSiteStats = () => useQuery(siteStatsQuery());
