// Organization calls (docs/product/api.md §7) as react-query options: the pages' hooks and the server
// render's `load` (app/definition.ts) use the same options, so hydration finds the data.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from 'mf-shared/area';
import {
  getJson,
  type OrganizationDetail,
  type OrganizationListItem,
  type OrganizationSort,
  type OrganizationTagTab,
  type Paged,
} from 'mf-shared';
import { ORGANIZATIONS_URL, organizationUrl } from '../../../lib/api/organizationUrls';
import type { OrganizationFilters } from '../utils/filters';

const ORGANIZATION_TAGS_URL = '/api/v1/organizations/get-tags/';
/** The list is fetched in one page (docs/product/directory.md §1). */
const ORGANIZATION_LIST_PAGE_SIZE = 9999;
/**
 * The server renders the first cards only (they fill the first screens); the browser then
 * fetches the whole list. The HTML and the hydration data stay small however large the
 * directory grows.
 */
export const FIRST_PAGE_SIZE = 24;

export const organizationTagsQuery = () =>
  queryOptions({
    queryKey: ['organizations', 'tags'],
    queryFn: ({ client }) => getJson<OrganizationTagTab[]>(ORGANIZATION_TAGS_URL, undefined, client),
  });

export const organizationListQuery = (tag: string, sort: OrganizationSort, pageSize: number, filters: OrganizationFilters = {}) =>
  queryOptions({
    queryKey: ['organizations', 'list', { tag, sort, pageSize, ...filters }],
    queryFn: async ({ client }) => {
      const page = await getJson<Paged<OrganizationListItem>>(
        ORGANIZATIONS_URL,
        { tag, sort, minimal: false, page_size: pageSize, ...filters },
        client,
      );
      return page.results;
    },
  });

export const organizationQuery = (slug: string) =>
  queryOptions({
    queryKey: ['organizations', 'detail', slug],
    queryFn: ({ client }) => getJson<OrganizationDetail>(organizationUrl(slug), undefined, client),
  });

export function useOrganizationTags() {
  return useQuery(organizationTagsQuery());
}

/**
 * The organizations of a tab: the server-rendered first page until the full list (page size
 * 9999) has arrived, then the full list. A client-side visit asks for the full list only.
 */
export function useOrganizations({ tag, sort, filters }: { tag: string; sort: OrganizationSort; filters: OrganizationFilters }) {
  const hydrated = useHydrated();
  const full = useQuery({ ...organizationListQuery(tag, sort, ORGANIZATION_LIST_PAGE_SIZE, filters), enabled: hydrated });
  const first = useQuery({ ...organizationListQuery(tag, sort, FIRST_PAGE_SIZE, filters), enabled: !hydrated });
  const data = full.data ?? first.data;
  return {
    data,
    /** True once the whole list is here (not only the server-rendered first page). */
    complete: full.data !== undefined,
    isPending: data === undefined && !full.isError,
    isError: data === undefined && full.isError,
    refetch: full.refetch,
  };
}

export function useOrganization(slug: string) {
  return useQuery(organizationQuery(slug));
}
