// /supply-chain (docs/product/directory.md §6): heading, a search box that filters as you type, filter tabs
// (All, Affiliates, then the categories) kept in the URL hash, and category cards listing the
// organizations of each sub-category.
import { Suspense, useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SupplyChainCategory } from 'mf-shared';
import { EmptyState, ErrorState, GoldCheck, OrganizationStatusPill, Tabs, useHashSelection } from 'mf-shared/kit';
import type { RouteContext } from 'mf-shared/area';
import { OrganizationListSkeleton, TabsSkeleton } from '../../../components/OrganizationsSkeletons';
import { supplyChainCategoriesQuery, supplyChainQuery, useSupplyChain, useSupplyChainCategories } from '../api/supplyChainApi';
import { supplyChainHead } from '../head';
import { AFFILIATES_TAB, ALL_TAB, filterSupplyChain, noResultsText, supplyChainTabs, tabAliases } from '../utils/filter';
import page from '../../../lib/styles/Page.module.css';
import styles from './SupplyChainPage.module.css';

const TAB_ID_PREFIX = 'supply-chain-filter';

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
export const load = ({ queryClient }: RouteContext) =>
  Promise.all([queryClient.prefetchQuery(supplyChainCategoriesQuery()), queryClient.prefetchQuery(supplyChainQuery())]);

export const head = ({ queryClient, origin }: RouteContext) =>
  supplyChainHead(queryClient.getQueryData(supplyChainQuery().queryKey), origin);

export default function SupplyChainPage() {
  const searchId = useId();
  const categoriesQuery = useSupplyChainCategories();
  const treeQuery = useSupplyChain();
  const tree = treeQuery.data;
  const tabs = useMemo(
    () => (categoriesQuery.data && tree ? supplyChainTabs(categoriesQuery.data, tree) : undefined),
    [categoriesQuery.data, tree],
  );
  const aliases = useMemo(() => (tree ? tabAliases(tree) : undefined), [tree]);
  const [tab, selectTab] = useHashSelection(
    tabs?.map((item) => item.id),
    ALL_TAB,
    aliases,
  );
  const [query, setQuery] = useState('');
  // Typing stays responsive with hundreds of organizations: the list follows a moment later.
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => (tree ? filterSupplyChain(tree, tab, deferredQuery) : []), [tree, tab, deferredQuery]);
  const tabLabel = tabs?.find((item) => item.id === tab)?.label ?? 'All';

  return (
    <div className={page.page}>
      <header className={page.headerWithIntro}>
        <div>
          <h1 className={page.title}>Supply Chain</h1>
          <p className={page.intro}>Suppliers to the fusion industry, by category and sub-category.</p>
        </div>
      </header>

      <div className={styles.search} role="search">
        <label htmlFor={searchId} className={styles.searchLabel}>
          Search the supply chain
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Categories, sub-categories or organizations"
          autoComplete="off"
          className={styles.searchInput}
        />
      </div>

      <div className={styles.tabs}>
        {categoriesQuery.isPending || treeQuery.isPending ? (
          <TabsSkeleton />
        ) : !tabs ? (
          <ErrorState message="The categories could not be loaded." onRetry={() => void categoriesQuery.refetch()} />
        ) : (
          <Tabs items={tabs} value={tab} onChange={selectTab} ariaLabel="Supply chain filter" idPrefix={TAB_ID_PREFIX} />
        )}
      </div>

      <section
        className={styles.results}
        aria-label="Supply chain categories"
        aria-busy={treeQuery.isPending}
        {...(tabs ? { role: 'tabpanel', 'aria-labelledby': `${TAB_ID_PREFIX}-tab-${tab}` } : {})}
      >
        {tab === AFFILIATES_TAB && (
          <p className={styles.affiliateNote}>
            <GoldCheck size={18} /> Affiliates support the directory with a membership and are listed first.{' '}
            <Link to="/affiliate">Become an affiliate</Link>
          </p>
        )}
        {treeQuery.isPending ? (
          <OrganizationListSkeleton />
        ) : treeQuery.isError || !tree ? (
          <ErrorState message="The supply chain could not be loaded." onRetry={() => void treeQuery.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState message={noResultsText(deferredQuery, tabLabel)} />
        ) : (
          <ul className={styles.categories}>
            {shown.map((category) => (
              <li key={category.slug}>
                {/* A boundary per card: hydration proceeds card by card in short tasks, not one long one. */}
                <Suspense fallback={null}>
                  <CategoryCard category={category} />
                </Suspense>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CategoryCard({ category }: { category: SupplyChainCategory }) {
  const headingId = `supply-chain-${category.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {category.name}
      </h2>
      {category.sub_categories.map((sub) => (
        <section key={sub.slug} className={styles.sub} aria-label={`${category.name}: ${sub.name}`}>
          <h3 className={styles.subTitle}>{sub.name}</h3>
          {sub.organizations.length === 0 ? (
            <p className={styles.none}>None listed yet.</p>
          ) : (
            <ul className={styles.organizations}>
              {sub.organizations.map((organization) => (
                <li key={organization.slug} className={styles.organization}>
                  <Link to={`/organizations/${encodeURIComponent(organization.slug)}`}>{organization.display_name}</Link>
                  {organization.is_affiliate && (
                    <Link to="/affiliate" className={styles.check} aria-label={`${organization.display_name} is an affiliate member`}>
                      <GoldCheck size={16} />
                    </Link>
                  )}
                  <OrganizationStatusPill status={organization.status} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
