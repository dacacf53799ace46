import { useLocation } from 'react-router-dom';
import { Banner, ButtonLink, EmptyState, ErrorState } from 'mf-shared/kit';
import { latestArticlesQuery, useLatestArticles } from '../../../lib/api/articlesApi';
import { ArticleCard } from '../../../components/ArticleCard';
import { latestUpdatesQuery, useLatestUpdates } from '../../../lib/api/updatesApi';
import { UpdateItem } from '../../../components/UpdateItem';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { MachineDevelopers } from './MachineDevelopers';
import styles from './Home.module.css';
import type { RouteContext } from 'mf-shared/area';
import { machineDevelopersQuery, siteStatsQuery } from '../api/homeApi';
import { HeroPanel } from './HeroPanel';
import { homeHead } from '../head';

export const HERO_TITLE = 'Opening Up Access to Fusion Energy Development';
export const VERIFIED_MESSAGE = 'Your email address has been verified.';

/** The accounts API sends a verified visitor to /?verified=true (api/docs/accounts.md). */
export const isVerifiedLanding = (search: string) => new URLSearchParams(search).get('verified') === 'true';

function RecentArticles() {
  const query = useLatestArticles();
  return (
    <section className={styles.column} aria-labelledby="recent-articles-title">
      <div className={styles.sectionHeader}>
        <h2 id="recent-articles-title" className={styles.sectionTitle}>
          Recent articles
        </h2>
        <a href="/articles" className={styles.more}>
          All articles
        </a>
      </div>
      {query.isPending ? (
        <ListSkeleton rows={5} logo={false} />
      ) : query.isError ? (
        <ErrorState message="The articles could not be loaded." onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState />
      ) : (
        <div className={styles.articles}>
          {query.data.map((article) => (
            <ArticleCard key={article.slug} article={article} level={3} />
          ))}
        </div>
      )}
    </section>
  );
}

function RecentUpdates() {
  const query = useLatestUpdates();
  return (
    <section className={styles.column} aria-labelledby="recent-updates-title">
      <div className={styles.sectionHeader}>
        <h2 id="recent-updates-title" className={styles.sectionTitle}>
          Recent updates
        </h2>
        <a href="/updates" className={styles.more}>
          All updates
        </a>
      </div>
      {query.isPending ? (
        <ListSkeleton rows={8} />
      ) : query.isError ? (
        <ErrorState message="The updates could not be loaded." onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState />
      ) : (
        <div className={styles.updates}>
          {query.data.map((log) => (
            <UpdateItem key={log.id} log={log} compact />
          ))}
        </div>
      )}
    </section>
  );
}

// The route's data and <head> (mf-shared/area PageModule).
export const load = ({ queryClient }: RouteContext) =>
  Promise.all([
    queryClient.prefetchQuery(latestArticlesQuery()),
    queryClient.prefetchQuery(latestUpdatesQuery()),
    queryClient.prefetchQuery(machineDevelopersQuery()),
    queryClient.prefetchQuery(siteStatsQuery()),
  ]);

export const head = ({ origin }: RouteContext) => homeHead(origin);

/**
 * / (docs/product/content.md §1): hero (with a search and the live totals beside it), verified banner,
 * recent articles (5) and updates (8), machine developers.
 */
export default function HomePage() {
  const { search } = useLocation();
  return (
    <div className={styles.home}>
      {isVerifiedLanding(search) && (
        <div className={styles.bannerRow}>
          <Banner kind="success">{VERIFIED_MESSAGE}</Banner>
        </div>
      )}
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <section className={styles.heroCopy} aria-labelledby="hero-title">
            <h1 id="hero-title" className={styles.heroTitle}>
              {HERO_TITLE}
            </h1>
            <p className={styles.heroText}>
              A free, open directory of the fusion energy industry: the companies building fusion machines, their supply chain, funding,
              projects and jobs.
            </p>
            <div className={styles.heroLinks}>
              <ButtonLink to="/organizations">Explore organizations</ButtonLink>
              <ButtonLink to="/supply-chain" variant="secondary">
                Browse the supply chain
              </ButtonLink>
              <ButtonLink to="/jobs" variant="secondary">
                Find fusion jobs
              </ButtonLink>
            </div>
          </section>
          <HeroPanel />
        </div>
      </div>
      <div className={styles.content}>
        <div className={styles.columns}>
          <RecentArticles />
          <RecentUpdates />
        </div>
        <MachineDevelopers />
      </div>
    </div>
  );
}
