import { Dropdown, EmptyState, ErrorState, Tabs, usePageTitle, type OrganizationTagTab } from 'mf-shared';
import { useOrganizations, useOrganizationTags } from '../api/organizationsApi';
import { useOrganizationSort } from '../hooks/useOrganizationSort';
import { useTabHash } from '../hooks/useTabHash';
import { AddOrganizationButton } from './AddOrganizationButton';
import { OrganizationCard } from './OrganizationCard';
import { OrganizationListSkeleton, TabsSkeleton } from './OrganizationsSkeletons';
import styles from './OrganizationsPage.module.css';

const TAB_ID_PREFIX = 'organization-types';

function tabItems(tabs: readonly OrganizationTagTab[]) {
  return tabs.map((tab) => ({ id: tab.encoded_url, label: tab.tag, count: tab.count }));
}

/** /organizations: tag tabs (kept in the URL hash), a sort menu and the organization cards. */
export function OrganizationsPage() {
  usePageTitle('Organizations');
  const tagsQuery = useOrganizationTags();
  const [selectedTab, selectTab] = useTabHash(tagsQuery.data);
  const { sort, options, setSort } = useOrganizationSort(selectedTab);
  const listQuery = useOrganizations({ tag: selectedTab, sort });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Organizations</h1>
        <AddOrganizationButton />
      </header>

      <div className={styles.toolbar}>
        <div className={styles.tabs}>
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
        <Dropdown label="Sort by" options={options} value={sort} onChange={setSort} className={styles.sort} />
      </div>

      <section
        className={styles.results}
        aria-label="Organizations"
        aria-busy={listQuery.isPending}
        {...(tagsQuery.data ? { role: 'tabpanel', 'aria-labelledby': `${TAB_ID_PREFIX}-tab-${selectedTab}` } : {})}
      >
        {listQuery.isPending ? (
          <OrganizationListSkeleton />
        ) : listQuery.isError ? (
          <ErrorState message="The organizations could not be loaded." onRetry={() => void listQuery.refetch()} />
        ) : listQuery.data.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              <span className="tabular-nums">{listQuery.data.length}</span>{' '}
              {listQuery.data.length === 1 ? 'organization' : 'organizations'}
            </p>
            <ul className={styles.grid}>
              {listQuery.data.map((organization) => (
                <li key={organization.id} className={styles.cell}>
                  <OrganizationCard organization={organization} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
