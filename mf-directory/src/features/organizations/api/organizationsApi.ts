// Organization calls (docs/product/api.md §7) as react-query options: the pages' hooks and the server
// render's `load` (app/definition.ts) use the same options, so hydration finds the data.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
/**
 * A list longer than the browser's find can search (VirtualCardGrid FIND_IN_PAGE_LIMIT) is windowed
 * anyway, so it loads in pages of this size as the visitor scrolls: at 10,000 organizations the one
 * answer of page size 9999 was 6.2 MB of JSON and about 2.6 s of blocked main thread (issue 24).
 */
const LONG_LIST_PAGE_SIZE = 500;

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

/** A long list (LONG_LIST_PAGE_SIZE), page by page in the list's order. */
const organizationListPagesQuery = (tag: string, sort: OrganizationSort, filters: OrganizationFilters = {}) =>
  infiniteQueryOptions({
    queryKey: ['organizations', 'list-pages', { tag, sort, ...filters }],
    queryFn: ({ client, pageParam }) =>
      getJson<Paged<OrganizationListItem>>(
        ORGANIZATIONS_URL,
        { tag, sort, minimal: false, page: pageParam, page_size: LONG_LIST_PAGE_SIZE, ...filters },
        client,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.next ? lastPage + 1 : undefined),
    // Each page is new data: comparing it with the last answer item by item buys nothing.
    structuralSharing: false,
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
 * The organizations of a tab: the server-rendered first page until the list has arrived. A list
 * the browser's find can search (`long` false) arrives whole, in one answer of page size 9999
 * (docs/product/directory.md §1); a longer one page by page, `loadMore` asking for the next. While
 * `long` is unknown (the total is loading), only the first page shows.
 */
export function useOrganizations({
  tag,
  sort,
  filters,
  long,
}: {
  tag: string;
  sort: OrganizationSort;
  filters: OrganizationFilters;
  long: boolean | undefined;
}) {
  const hydrated = useHydrated();
  const full = useQuery({ ...organizationListQuery(tag, sort, ORGANIZATION_LIST_PAGE_SIZE, filters), enabled: hydrated && long === false });
  const pages = useInfiniteQuery({ ...organizationListPagesQuery(tag, sort, filters), enabled: hydrated && long === true });
  const first = useQuery({ ...organizationListQuery(tag, sort, FIRST_PAGE_SIZE, filters), enabled: !hydrated });
  const loaded = useMemo(() => pages.data?.pages.flatMap((page) => page.results), [pages.data]);
  const whole = long ? loaded : full.data;
  const failed = long ? pages.isError : full.isError;
  const data = whole ?? first.data;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  return {
    data,
    /** True once the whole list is here (not only the server-rendered first page, or some pages). */
    complete: whole !== undefined && !(long && hasNextPage),
    isPending: data === undefined && !failed,
    isError: data === undefined && failed,
    refetch: long ? pages.refetch : full.refetch,
    /** Asks for the next page of a long list; undefined when there is none to ask for now. */
    loadMore: long && hasNextPage && !isFetchingNextPage ? () => void fetchNextPage() : undefined,
  };
}

export function useOrganization(slug: string) {
  return useQuery(organizationQuery(slug));
}
