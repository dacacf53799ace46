// Project calls (docs/product/api.md §7) as react-query options, shared by the pages and the server's `load`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type ConceptTab, type Paged, type ProjectDetail, type ProjectListItem } from 'mf-shared';
import type { paths } from 'mf-shared/api-types';
import type { ArticleAbout } from '../../../components/ArticlesAbout';
import type { WithSources } from '../../../lib/types';
import { ALL_CONCEPTS } from '../utils/conceptTabs';
import type { ProjectFilters } from '../utils/filters';

export type ProjectFacets = paths['/api/v1/projects/facets/']['get']['responses'][200]['content']['application/json'];
const PROJECT_FACETS_URL = '/api/v1/projects/facets/';

const PROJECTS_URL = '/api/v1/projects/';
const CONCEPTS_URL = '/api/v1/projects/by-concept/';
/** docs/product/directory.md §3: the list loads the first 20 items, then refetches up to 1000. */
export const FIRST_PAGE_SIZE = 20;
const PROJECT_LIST_PAGE_SIZE = 1000;

export type Project = WithSources<ProjectDetail> & { articles?: ArticleAbout[] };

function projectUrl(slug: string): string {
  return `${PROJECTS_URL}${encodeURIComponent(slug)}/`;
}

export const conceptTabsQuery = () =>
  queryOptions({
    queryKey: ['projects', 'concepts'],
    queryFn: ({ client }) => getJson<ConceptTab[]>(CONCEPTS_URL, undefined, client),
  });

export const projectListQuery = (concept: string, sort: string, pageSize: number, filters: ProjectFilters = {}) =>
  queryOptions({
    queryKey: ['projects', 'list', { concept, sort, pageSize, ...filters }],
    queryFn: async ({ client }) => {
      const page = await getJson<Paged<ProjectListItem>>(
        PROJECTS_URL,
        { concept: concept === ALL_CONCEPTS ? undefined : concept, page_size: pageSize, sort, ...filters },
        client,
      );
      return page.results;
    },
  });

/** The facet counts for a concept and filters (each facet's counts keep the other filters). */
export const projectFacetsQuery = (concept: string, filters: ProjectFilters) =>
  queryOptions({
    queryKey: ['projects', 'facets', { concept, ...filters }],
    queryFn: ({ client }) =>
      getJson<ProjectFacets>(PROJECT_FACETS_URL, { concept: concept === ALL_CONCEPTS ? undefined : concept, ...filters }, client),
  });

export function useProjectFacets(concept: string, filters: ProjectFilters) {
  return useQuery(projectFacetsQuery(concept, filters));
}

export const projectQuery = (slug: string) =>
  queryOptions({
    queryKey: ['projects', 'detail', slug],
    queryFn: ({ client }) => getJson<Project>(projectUrl(slug), undefined, client),
  });

export function useConceptTabs() {
  return useQuery(conceptTabsQuery());
}

/**
 * The projects of a concept: the first 20 (rendered by the server, or fetched first after a
 * client-side navigation), then the list refetched with up to 1000 once `wantAll` is true
 * (docs/product/directory.md §3). `wantAll` must only become true in the browser after hydration, so the server and the
 * hydrating render agree.
 */
export function useProjects({
  concept,
  sort,
  wantAll,
  filters = {},
}: {
  concept: string;
  sort: string;
  wantAll: boolean;
  filters?: ProjectFilters;
}) {
  const first = useQuery(projectListQuery(concept, sort, FIRST_PAGE_SIZE, filters));
  const hasMore = first.data !== undefined && first.data.length >= FIRST_PAGE_SIZE;
  const full = useQuery({ ...projectListQuery(concept, sort, PROJECT_LIST_PAGE_SIZE, filters), enabled: hasMore && wantAll });
  const data = full.data ?? first.data;
  return {
    data,
    complete: full.data !== undefined || (first.data !== undefined && !hasMore),
    isPending: data === undefined && !first.isError,
    isError: data === undefined && first.isError,
    refetch: first.refetch,
  };
}

export function useProject(slug: string) {
  return useQuery(projectQuery(slug));
}
