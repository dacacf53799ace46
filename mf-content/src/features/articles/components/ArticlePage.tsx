import { useParams } from 'react-router-dom';
import { isNotFoundError } from 'mf-shared';
import { Breadcrumb, ErrorState, NotFound, Skeleton } from 'mf-shared/kit';
import pageStyles from '../../../components/Page.module.css';
import { articleQuery, recentArticlesQuery, useArticle, useRecentArticles } from '../../../lib/api/articlesApi';
import { readingMinutes } from '../utils/readingTime';
import { ArticleBody } from './ArticleBody';
import { ArticleCard } from '../../../components/ArticleCard';
import { ArticleMeta } from '../../../components/ArticleMeta';
import { ShareLinks } from './ShareLinks';
import { ArticleMentions } from './ArticleMentions';
import styles from './Articles.module.css';
import { useSiteOrigin, type RouteContext } from 'mf-shared/area';
import { articleHead } from '../head';

function RecentArticles({ currentSlug }: { currentSlug: string }) {
  const query = useRecentArticles(currentSlug);
  // The sidebar is secondary: while loading or failed, it simply is not there.
  const articles = (query.data ?? []).filter((article) => article.slug !== currentSlug);
  if (articles.length === 0) return null;
  return (
    <aside className={styles.sidebar} aria-labelledby="recent-articles-title">
      <h2 id="recent-articles-title" className={styles.sidebarTitle}>
        Recent articles
      </h2>
      <div className={styles.sidebarList}>
        {articles.map((article) => (
          <ArticleCard key={article.slug} article={article} level={3} summary={false} dateStyle="short" />
        ))}
      </div>
    </aside>
  );
}

function ArticleSkeleton() {
  return (
    <div className={styles.articleSkeleton} aria-hidden="true">
      <Skeleton width="80%" height={40} />
      <Skeleton width="40%" height={18} />
      <Skeleton height={320} />
    </div>
  );
}

// The route's data and <head> (mf-shared/area PageModule).
export const load = ({ queryClient, params }: RouteContext) =>
  Promise.all([
    queryClient.prefetchQuery(articleQuery(params.slug ?? '')),
    queryClient.prefetchQuery(recentArticlesQuery(params.slug ?? '')),
  ]);

export const head = ({ queryClient, params, origin }: RouteContext) =>
  articleHead(queryClient.getQueryData(articleQuery(params.slug ?? '').queryKey), origin);

/** /articles/{slug}: title, date, author, body, preview media, share links, recent articles (docs/product/content.md §3). */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  const query = useArticle(slug);
  const origin = useSiteOrigin();

  if (query.isError && isNotFoundError(query.error)) return <NotFound />;

  const article = query.data;
  const pageUrl = `${origin}/articles/${encodeURIComponent(slug)}`;

  return (
    <div className={`${pageStyles.page} ${styles.detailPage}`}>
      <div className={styles.detailMain}>
        <Breadcrumb>
          <a href="/articles">Articles</a>
        </Breadcrumb>
        {query.isPending ? (
          <ArticleSkeleton />
        ) : query.isError || !article ? (
          <ErrorState message="This article could not be loaded." onRetry={() => void query.refetch()} />
        ) : (
          <article className={styles.article} aria-labelledby="article-title">
            <header className={styles.articleHeader}>
              <h1 id="article-title" className={styles.articleTitle}>
                {article.title}
              </h1>
              <ArticleMeta date={article.date} author={article.author} minutes={readingMinutes(article.body)} />
            </header>
            {article.preview_media && (
              <figure className={styles.media}>
                <img src={article.preview_media} alt="" width={1200} height={675} className={styles.mediaImage} decoding="async" />
              </figure>
            )}
            <ArticleBody html={article.body} />
            <ArticleMentions mentions={article.mentions} />
            <ShareLinks pageUrl={pageUrl} />
          </article>
        )}
      </div>
      <RecentArticles currentSlug={slug} />
    </div>
  );
}
