import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { JobTag } from 'mf-shared';
import { ALL_TAB, EmptyState, ErrorState, FollowSlot, Skeleton, Tabs, useHashTab } from 'mf-shared/kit';
import { FeedLink } from '../../../components/FeedLink';
import { LoadMore } from '../../../components/LoadMore';
import { FEEDS } from '../../../lib/feeds';
import pageStyles from '../../../components/Page.module.css';
import { jobFacetsQuery, jobListQuery, jobTagsQuery, useJobFacets, useJobList, useJobTags, type JobFilters } from '../api/jobsApi';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { countText, parseJobFacets, type JobFacetValues } from '../utils/filters';
import { activeJobFacets, JobFacetChips, JobFacetsForm } from './JobFacetsForm';
import { JobCard } from './JobCard';
import styles from './Jobs.module.css';
import type { RouteContext } from 'mf-shared/area';
import { jobsHead } from '../head';

const TAB_ID_PREFIX = 'job-tags';

function tabItems(tags: readonly JobTag[]) {
  return [{ id: ALL_TAB, label: 'All' }, ...tags.map((tag) => ({ id: tag.encoded_url, label: tag.tag_without_emoji, count: tag.count }))];
}

function JobListSkeleton() {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton width={48} height={48} />
          <div className={styles.body}>
            <Skeleton width="55%" height={20} />
            <Skeleton width="35%" height={16} />
            <Skeleton width="45%" height={16} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The list's filters: the tab, What and Where, and the facets of the query string. */
const jobFilters = (tag: string, search: string, location: string, facets: JobFacetValues): JobFilters => ({
  tag,
  search,
  location,
  organization: facets.organization ?? '',
  mode: facets.mode ?? '',
  type: facets.type ?? '',
  country: facets.country ?? '',
});

/** What the server renders for /jobs: the hash is not sent, so the 'all' tab, empty What and Where, and the facets. */
const serverJobFilters = (search: URLSearchParams): JobFilters => jobFilters(ALL_TAB, '', '', parseJobFacets(search));

// The route's data and <head> (mf-shared/area PageModule).
// The server renders the first tab (it never sees the hash) with the facets of the query string. In
// the browser the hash picks the tab, and the page's own queries load it.
export const load = ({ queryClient, search, server }: RouteContext) =>
  server &&
  Promise.all([
    queryClient.prefetchQuery(jobTagsQuery()),
    queryClient.prefetchInfiniteQuery(jobListQuery(serverJobFilters(search))),
    queryClient.prefetchQuery(jobFacetsQuery(serverJobFilters(search))),
  ]);

export const head = ({ queryClient, search, origin }: RouteContext) =>
  jobsHead(queryClient.getQueryData(jobListQuery(serverJobFilters(search)).queryKey)?.pages[0], origin);

/** /jobs: tag tabs (the hash selects one), 'What' and 'Where' (debounced 500 ms), the list with 'LOAD MORE'. */
export default function JobsPage() {
  const { search } = useLocation();
  const facetValues = parseJobFacets(search);
  const organization = facetValues.organization ?? '';
  const tagsQuery = useJobTags();
  const [tab, selectTab] = useHashTab(tagsQuery.data);
  const tagName = tagsQuery.data?.find((tag) => tag.encoded_url === tab)?.tag_without_emoji;
  const [what, setWhat] = useState('');
  const [where, setWhere] = useState('');
  const filters = jobFilters(tab, useDebouncedValue(what.trim()), useDebouncedValue(where.trim()), facetValues);
  const list = useJobList(filters);
  const facets = useJobFacets(filters);
  const lastFacet = activeJobFacets({ values: facetValues, facets: facets.data }).at(-1);
  const jobs = list.data?.pages.flatMap((page) => page.results) ?? [];
  const count = list.data?.pages[0]?.count ?? 0;
  const organizationName = organization ? (jobs[0]?.organization.display_name ?? organization) : '';
  const whatId = useId();
  const whereId = useId();

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>Jobs</h1>
        <p className={pageStyles.lead}>Openings at fusion developers, suppliers, laboratories and investors.</p>
        <FeedLink href={FEEDS.jobs.href} label="Jobs feed (RSS)" />
      </header>

      <form className={styles.search} role="search" aria-label="Jobs" onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={whatId} className={styles.fieldLabel}>
            What
          </label>
          <input
            id={whatId}
            type="search"
            className={styles.input}
            placeholder="Job title or company"
            value={what}
            maxLength={200}
            onChange={(event) => setWhat(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={whereId} className={styles.fieldLabel}>
            Where
          </label>
          <input
            id={whereId}
            type="search"
            className={styles.input}
            placeholder="City or country"
            value={where}
            maxLength={200}
            onChange={(event) => setWhere(event.target.value)}
          />
        </div>
      </form>

      <JobFacetsForm values={facetValues} facets={facets.data} />
      <JobFacetChips values={facetValues} facets={facets.data} />

      <div className={styles.tabs}>
        {tagsQuery.isPending ? (
          <Skeleton height={40} />
        ) : tagsQuery.isError ? (
          <ErrorState message="The job categories could not be loaded." onRetry={() => void tagsQuery.refetch()} />
        ) : (
          <Tabs items={tabItems(tagsQuery.data)} value={tab} onChange={selectTab} ariaLabel="Job categories" idPrefix={TAB_ID_PREFIX} />
        )}
      </div>

      {organization && (
        <p className={styles.filterNote}>
          Jobs at <strong>{organizationName}</strong>. <a href="/jobs">Show all jobs</a>
        </p>
      )}

      <section
        aria-label="Job listings"
        aria-busy={list.isPending || list.isPlaceholderData}
        {...(tagsQuery.data ? { role: 'tabpanel', 'aria-labelledby': `${TAB_ID_PREFIX}-tab-${tab}` } : {})}
      >
        {list.isPending ? (
          <JobListSkeleton />
        ) : list.isError && jobs.length === 0 ? (
          <ErrorState message="The jobs could not be loaded." onRetry={() => void list.refetch()} />
        ) : (
          <>
            <div className={styles.countRow}>
              <p className={styles.count} aria-live="polite">
                {countText(count)}
              </p>
              {tab !== ALL_TAB && tagName && <FollowSlot kind="job_tag" slug={tab} name={tagName} />}
            </div>
            {jobs.length === 0 && lastFacet ? (
              // An empty result offers the way back: without the filter set last (issue 24).
              <EmptyState message="No jobs match these filters.">
                <a href={lastFacet.href}>{`Remove the last filter: ${lastFacet.label}`}</a>
              </EmptyState>
            ) : jobs.length === 0 ? (
              <EmptyState />
            ) : (
              <div className={styles.list}>
                {jobs.map((job) => (
                  <JobCard key={job.id} job={job} />
                ))}
              </div>
            )}
            {list.isFetchNextPageError && <ErrorState message="More jobs could not be loaded." onRetry={() => void list.fetchNextPage()} />}
            <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
          </>
        )}
      </section>
    </div>
  );
}
