// Job calls (docs/product/api.md §7: GET /api/v1/jobs/ with search, location, tag, organization; GET
// /api/v1/jobs/get-tags/) as react-query options, shared by the page's hooks and `load`.
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getJson, type Job, type JobTag, type Paged } from 'mf-shared';
import { pagedListQuery } from '../../../lib/api/pagedQuery';

const JOBS_URL = '/api/v1/jobs/';
const JOB_TAGS_URL = '/api/v1/jobs/get-tags/';
/** Jobs per 'LOAD MORE' page (docs/product/content.md §5; the originals left it open). */
const JOBS_PAGE_SIZE = 20;

/** A job as the API lists it; `is_sample` marks a demo posting, not a real opening (api/docs/data.md). */
export type ListedJob = Job & { is_sample?: boolean };

export interface JobsPage extends Paged<ListedJob> {
  /** How many jobs match the filters (all pages). */
  count: number;
}

export interface JobFilters {
  /** A tag's encoded_url, or 'all'. */
  tag: string;
  /** 'What' (debounced). */
  search: string;
  /** 'Where' (debounced). */
  location: string;
  /** An organization slug (/jobs?organization=…, linked from the updates). */
  organization: string;
  /** Workplace, type and the organization's country (issue 24); '' = any. */
  mode?: string;
  type?: string;
  country?: string;
}

const JOB_FACETS_URL = '/api/v1/jobs/facets/';

export interface JobFacetCount {
  value: string;
  label: string;
  count: number;
}

export interface JobFacets {
  total: number;
  mode: JobFacetCount[];
  type: JobFacetCount[];
  country: JobFacetCount[];
  organization: JobFacetCount[];
}

const listParams = (filters: JobFilters) => ({
  search: filters.search || undefined,
  location: filters.location || undefined,
  tag: filters.tag,
  organization: filters.organization || undefined,
  mode: filters.mode || undefined,
  type: filters.type || undefined,
  country: filters.country || undefined,
});

/** The facet counts for the filters (each facet's counts keep the other filters). */
export const jobFacetsQuery = (filters: JobFilters) =>
  queryOptions({
    queryKey: ['jobs', 'facets', filters],
    queryFn: ({ client }) => getJson<JobFacets>(JOB_FACETS_URL, listParams(filters), client),
  });

export const useJobFacets = (filters: JobFilters) => useQuery({ ...jobFacetsQuery(filters), placeholderData: keepPreviousData });

export const jobTagsQuery = () =>
  queryOptions({
    queryKey: ['jobs', 'tags'],
    queryFn: ({ client }) => getJson<JobTag[]>(JOB_TAGS_URL, undefined, client),
  });

export const jobListQuery = (filters: JobFilters) =>
  pagedListQuery<ListedJob, JobsPage>(['jobs', 'list', filters], JOBS_URL, { ...listParams(filters), page_size: JOBS_PAGE_SIZE });

export const useJobTags = () => useQuery(jobTagsQuery());

/** The list for the filters; while new filters load, the previous list stays (no flash). */
export const useJobList = (filters: JobFilters) => useInfiniteQuery({ ...jobListQuery(filters), placeholderData: keepPreviousData });
