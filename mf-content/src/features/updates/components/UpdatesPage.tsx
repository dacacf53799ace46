import { EmptyState, ErrorState } from 'mf-shared/kit';
import { FeedLink } from '../../../components/FeedLink';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { LoadMore } from '../../../components/LoadMore';
import { FEEDS } from '../../../lib/feeds';
import pageStyles from '../../../components/Page.module.css';
import { updateListQuery, useUpdateList } from '../../../lib/api/updatesApi';
import { UpdateItem } from '../../../components/UpdateItem';
import styles from './Updates.module.css';
import type { RouteContext } from 'mf-shared/area';
import { updatesHead } from '../head';

// The route's data and <head> (mf-shared/area PageModule).
export const load = ({ queryClient }: RouteContext) => queryClient.prefetchInfiniteQuery(updateListQuery());

export const head = updatesHead;

/** /updates: the activity feed, 'LOAD MORE' appends the next page (docs/product/content.md §4). */
export default function UpdatesPage() {
  const query = useUpdateList();
  const logs = query.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>Updates</h1>
        <p className={pageStyles.lead}>Funding rounds, new organizations, new projects and new jobs across the fusion industry.</p>
        <FeedLink href={FEEDS.updates.href} label="Updates feed (RSS)" />
      </header>
      <section aria-label="Updates" aria-busy={query.isPending}>
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError && logs.length === 0 ? (
          <ErrorState message="The updates could not be loaded." onRetry={() => void query.refetch()} />
        ) : logs.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <div className={styles.list}>
              {logs.map((log) => (
                <UpdateItem key={log.id} log={log} />
              ))}
            </div>
            {query.isFetchNextPageError && (
              <ErrorState message="More updates could not be loaded." onRetry={() => void query.fetchNextPage()} />
            )}
            <LoadMore
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
              status={`Showing ${logs.length} ${logs.length === 1 ? 'update' : 'updates'}`}
            />
          </>
        )}
      </section>
    </div>
  );
}
