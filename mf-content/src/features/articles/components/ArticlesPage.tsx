import { EmptyState, ErrorState, Skeleton } from 'mf-shared/kit';
import { FeedLink } from '../../../components/FeedLink';
import { LoadMore } from '../../../components/LoadMore';
import { FEEDS } from '../../../lib/feeds';
import pageStyles from '../../../components/Page.module.css';
import { articleListQuery, useArticleList } from '../../../lib/api/articlesApi';
import { ArticleCard } from '../../../components/ArticleCard';
import cardStyles from '../../../components/ArticleCard.module.css';
import styles from './Articles.module.css';
import type { RouteContext } from 'mf-shared/area';
import { articlesHead } from '../head';

function ArticleListSkeleton() {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={cardStyles.card}>
          <Skeleton width="70%" height={24} />
          <Skeleton width="30%" height={16} />
          <Skeleton height={40} />
        </div>
      ))}
    </div>
  );
}

// The route's data and <head> (mf-shared/area PageModule).
export const load = ({ queryClient }: RouteContext) => queryClient.prefetchInfiniteQuery(articleListQuery());

export const head = articlesHead;

/** /articles: the newest articles, 'LOAD MORE' appends the next page (docs/product/content.md §2). */
export default function ArticlesPage() {
  const query = useArticleList();
  const articles = query.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>Articles</h1>
        <p className={pageStyles.lead}>News, explainers and analysis of the fusion energy industry.</p>
        <FeedLink href={FEEDS.articles.href} label="Articles feed (RSS)" />
      </header>
      <section aria-label="Articles" aria-busy={query.isPending}>
        {query.isPending ? (
          <ArticleListSkeleton />
        ) : query.isError && articles.length === 0 ? (
          <ErrorState message="The articles could not be loaded." onRetry={() => void query.refetch()} />
        ) : articles.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <div className={styles.list}>
              {articles.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </div>
            {query.isFetchNextPageError && (
              <ErrorState message="More articles could not be loaded." onRetry={() => void query.fetchNextPage()} />
            )}
            <LoadMore
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
              status={`Showing ${articles.length} ${articles.length === 1 ? 'article' : 'articles'}`}
            />
          </>
        )}
      </section>
    </div>
  );
}
