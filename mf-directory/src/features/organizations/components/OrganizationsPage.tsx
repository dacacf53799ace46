import type { OrganizationTagTab } from 'mf-shared';
import { ALL_TAB, Dropdown, EmptyState, ErrorState, Tabs, useHashTab } from 'mf-shared/kit';
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
import { DEFAULT_SORT } from '../utils/sortRules';
import { useOrganizationSort } from '../hooks/useOrganizationSort';
import { AddOrganizationButton } from './AddOrganizationButton';
import { OrganizationCard } from './OrganizationCard';
import { OrganizationListSkeleton, TabsSkeleton } from '../../../components/OrganizationsSkeletons';
import { VirtualCardGrid } from '../../../components/VirtualCardGrid';
import listPage from '../../../lib/styles/ListPage.module.css';
import page from '../../../lib/styles/Page.module.css';

const TAB_ID_PREFIX = 'organization-types';

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
// The server renders the default tab and sort (it never sees the hash; docs/product/directory.md §1).
// In the browser the hash picks the tab and the page's own query loads it.
export const load = ({ queryClient, server }: RouteContext) =>
  server &&
  Promise.all([
    queryClient.prefetchQuery(organizationTagsQuery()),
    queryClient.prefetchQuery(organizationListQuery(ALL_TAB, DEFAULT_SORT, FIRST_PAGE_SIZE)),
  ]);

export const head = ({ queryClient, origin }: RouteContext) =>
  organizationsListHead(queryClient.getQueryData(organizationListQuery(ALL_TAB, DEFAULT_SORT, FIRST_PAGE_SIZE).queryKey), origin);

function tabItems(tabs: readonly OrganizationTagTab[]) {
  return tabs.map((tab) => ({ id: tab.encoded_url, label: tab.tag, count: tab.count }));
}

/** /organizations: tag tabs (kept in the URL hash), a sort menu and the organization cards. */
export default function OrganizationsPage() {
  const tagsQuery = useOrganizationTags();
  const [selectedTab, selectTab] = useHashTab(tagsQuery.data);
  const { sort, options, setSort } = useOrganizationSort(selectedTab);
  const list = useOrganizations({ tag: selectedTab, sort });
  // Until the whole list has arrived (the server sends the first page), the tab's count says how many.
  const tabCount = tagsQuery.data?.find((tab) => tab.encoded_url === selectedTab)?.count;
  const count = (list.complete ? list.data?.length : tabCount) ?? list.data?.length ?? 0;

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

      <section
        className={listPage.results}
        aria-label="Organizations"
        aria-busy={list.isPending}
        {...(tagsQuery.data ? { role: 'tabpanel', 'aria-labelledby': `${TAB_ID_PREFIX}-tab-${selectedTab}` } : {})}
      >
        {list.isPending ? (
          <OrganizationListSkeleton />
        ) : list.isError || !list.data ? (
          <ErrorState message="The organizations could not be loaded." onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <div className={listPage.listHeader}>
              <p className={listPage.count} aria-live="polite">
                <span className="tabular-nums">{count}</span> {count === 1 ? 'organization' : 'organizations'}
              </p>
              {/* The current tab and sort, as files (issue 10). */}
              <ExportLinks dataset="organizations" params={{ tag: selectedTab, sort }} description="these organizations" />
            </div>
            <VirtualCardGrid
              items={list.data}
              getKey={(organization) => organization.id}
              renderItem={(organization) => <OrganizationCard organization={organization} />}
              initialCount={FIRST_PAGE_SIZE}
              label="Organizations"
            />
          </>
        )}
      </section>
    </div>
  );
}
