import type { OrganizationTagTab } from 'mf-shared';
import { useLocation } from 'react-router-dom';
import { ALL_TAB, Dropdown, EmptyState, ErrorState, Tabs, useHashSelection } from 'mf-shared/kit';
import { organizationsListHead } from '../head';
import type { RouteContext } from 'mf-shared/area';
import { ExportLinks } from '../../../components/ExportLinks';
import {
  FIRST_PAGE_SIZE,
  organizationListQuery,
  organizationTagsQuery,
  useOrganizations,
  useOrganizationTags,
} from '../api/organizationsApi';
import { organizationFacetsQuery, useOrganizationFacets } from '../api/organizationFacetsApi';
import { activeFilters, organizationsUrl, parseFilters, tagFromSearch, withoutFilter } from '../utils/filters';
import { ActiveFilterChips, facetLabels, OrganizationFiltersForm } from './OrganizationFiltersForm';
import { DEFAULT_SORT } from '../utils/sortRules';
import { useOrganizationSort } from '../hooks/useOrganizationSort';
import { AddOrganizationButton } from './AddOrganizationButton';
import { OrganizationCard } from './OrganizationCard';
import { OrganizationListSkeleton, TabsSkeleton } from '../../../components/OrganizationsSkeletons';
import { FIND_IN_PAGE_LIMIT, VirtualCardGrid } from '../../../components/VirtualCardGrid';
import listPage from '../../../lib/styles/ListPage.module.css';
import page from '../../../lib/styles/Page.module.css';

const TAB_ID_PREFIX = 'organization-types';

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
// The server renders the tab of `?tag=` (default all), the facets of the query string and the default
// sort (it never sees the hash; docs/product/directory.md §1). In the browser the hash, when there is
// one, picks the tab and the page's own queries load it.
export const load = async ({ queryClient, server, search }: RouteContext) => {
  if (!server) return;
  const tabsLoaded = queryClient.fetchQuery(organizationTagsQuery());
  // Only a `?tag=` needs the tabs first (to check it); otherwise everything loads at once.
  const tag = (search.has('tag') && tagFromSearch(search, tabIds(await tabsLoaded))) || ALL_TAB;
  const filters = parseFilters(search);
  await Promise.all([
    tabsLoaded,
    queryClient.prefetchQuery(organizationListQuery(tag, DEFAULT_SORT, FIRST_PAGE_SIZE, filters)),
    queryClient.prefetchQuery(organizationFacetsQuery(tag, filters)),
  ]);
};

export const head = ({ queryClient, origin, search }: RouteContext) => {
  const tabs = queryClient.getQueryData(organizationTagsQuery().queryKey);
  const tag = tagFromSearch(search, tabs && tabIds(tabs)) ?? ALL_TAB;
  return organizationsListHead(
    queryClient.getQueryData(organizationListQuery(tag, DEFAULT_SORT, FIRST_PAGE_SIZE, parseFilters(search)).queryKey),
    origin,
  );
};

const tabIds = (tabs: readonly OrganizationTagTab[]) => tabs.map((tab) => tab.encoded_url);

function tabItems(tabs: readonly OrganizationTagTab[]) {
  return tabs.map((tab) => ({ id: tab.encoded_url, label: tab.tag, count: tab.count }));
}

/**
 * How many organizations the list will have, to choose how it loads (useOrganizations `long`);
 * undefined while that is unknown. The facets' total; without filters the tab's count, which
 * arrives first on a tab switch; if either fails, whichever answered (0 if neither did).
 */
function listLength(
  facets: { data?: { total: number }; isError: boolean },
  tags: { isError: boolean },
  tagCount: number | undefined,
  unfiltered: boolean,
): number | undefined {
  if (facets.data) return facets.data.total;
  if (unfiltered || facets.isError) return tagCount ?? (facets.isError && tags.isError ? 0 : undefined);
  return undefined;
}

/**
 * /organizations: tag tabs (kept in the URL hash, or `?tag=`), the facets (in the query string), a sort
 * menu and the organization cards.
 */
export default function OrganizationsPage() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const filters = parseFilters(params);
  const tagsQuery = useOrganizationTags();
  const ids = tagsQuery.data && tabIds(tagsQuery.data);
  const [selectedTab, selectTab] = useHashSelection(ids, tagFromSearch(params, ids) ?? ALL_TAB);
  const { sort, options, setSort } = useOrganizationSort(selectedTab);
  const facets = useOrganizationFacets(selectedTab, filters);
  // Until the whole list has arrived (the server sends the first page), the facet total (or the tab's
  // count) says how many.
  const tagCount = tagsQuery.data?.find((tab) => tab.encoded_url === selectedTab)?.count;
  const tabCount = facets.data?.total ?? tagCount;
  const total = listLength(facets, tagsQuery, tagCount, Object.keys(filters).length === 0);
  const list = useOrganizations({ tag: selectedTab, sort, filters, long: total === undefined ? undefined : total > FIND_IN_PAGE_LIMIT });
  const count = (list.complete ? list.data?.length : tabCount) ?? list.data?.length ?? 0;
  const active = activeFilters(filters, facetLabels(facets.data));
  const lastFilter = active.at(-1);

  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>Organizations</h1>
        <AddOrganizationButton />
      </header>

      <div className={listPage.toolbar}>
        <div className={listPage.tabs}>
          {tagsQuery.isPending ? (
            <TabsSkeleton />
          ) : tagsQuery.isError ? (
            <ErrorState message="The organization types could not be loaded." onRetry={() => void tagsQuery.refetch()} />
          ) : (
            <Tabs
              items={tabItems(tagsQuery.data)}
              value={selectedTab}
              onChange={selectTab}
              ariaLabel="Organization types"
              idPrefix={TAB_ID_PREFIX}
            />
          )}
        </div>
        <Dropdown label="Sort by" options={options} value={sort} onChange={setSort} className={listPage.sort} />
      </div>

      <OrganizationFiltersForm tag={selectedTab} filters={filters} facets={facets.data} />
      <ActiveFilterChips tag={selectedTab} filters={filters} facets={facets.data} />

      <section
        className={listPage.results}
        aria-label="Organizations"
        aria-busy={list.isPending}
        {...(tagsQuery.data ? { role: 'tabpanel', 'aria-labelledby': `${TAB_ID_PREFIX}-tab-${selectedTab}` } : {})}
      >
        {/* One live region for the count, there before the results change, so each new count is announced. */}
        {list.data && (
          <div className={listPage.listHeader}>
            <p className={listPage.count} aria-live="polite">
              <span className="tabular-nums">{count}</span> {count === 1 ? 'organization' : 'organizations'}
            </p>
            {/* The current tab, facets and sort, as files (issue 10). */}
            {list.data.length > 0 && (
              <ExportLinks dataset="organizations" params={{ tag: selectedTab, ...filters, sort }} description="these organizations" />
            )}
          </div>
        )}
        {list.isPending ? (
          <OrganizationListSkeleton />
        ) : list.isError || !list.data ? (
          <ErrorState message="The organizations could not be loaded." onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          lastFilter ? (
            // An empty result offers the way back: without the filter set last (issue 24).
            <EmptyState message="No organizations match these filters.">
              <a
                href={organizationsUrl(selectedTab, withoutFilter(filters, lastFilter.key))}
              >{`Remove the last filter: ${lastFilter.label}`}</a>
            </EmptyState>
          ) : (
            <EmptyState />
          )
        ) : (
          <VirtualCardGrid
            items={list.data}
            getKey={(organization) => organization.id}
            renderItem={(organization) => <OrganizationCard organization={organization} />}
            initialCount={FIRST_PAGE_SIZE}
            staticUpTo={FIND_IN_PAGE_LIMIT}
            label="Organizations"
            total={count}
            onNearEnd={list.loadMore}
          />
        )}
      </section>
    </div>
  );
}
