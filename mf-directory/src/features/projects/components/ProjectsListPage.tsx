// /projects (docs/product/directory.md §3): concept tabs kept in the URL hash, a sort control that is active
// only with ?showProjectStatus=true, 'Add Project', and the project cards (first 20 rendered by
// the server, then up to 1000, windowed).
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { EmptyState, ErrorState, FollowSlot, Tabs, useHashSelection, useHydrated } from 'mf-shared/kit';
import type { RouteContext } from 'mf-shared/area';
import { OrganizationListSkeleton, TabsSkeleton } from '../../../components/OrganizationsSkeletons';
import { FIND_IN_PAGE_LIMIT, VirtualCardGrid } from '../../../components/VirtualCardGrid';
import { ExportLinks } from '../../../components/ExportLinks';
import { conceptTabsQuery, FIRST_PAGE_SIZE, projectListQuery, useConceptTabs, useProjects } from '../api/projectsApi';
import { projectsListHead } from '../head';
import { ALL_CONCEPTS, conceptTabItems } from '../utils/conceptTabs';
import { DEFAULT_PROJECT_SORT, isStatusShown, projectSortParam, type ProjectSortState } from '../utils/sortRules';
import { AddProjectButton } from './AddProjectButton';
import { ProjectCard } from './ProjectCard';
import { ProjectSortControl } from './ProjectSortControl';
import listPage from '../../../lib/styles/ListPage.module.css';
import page from '../../../lib/styles/Page.module.css';

const TAB_ID_PREFIX = 'project-concepts';

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
// The server sees no hash: all concepts, sorted by name (the control's default).
// The server renders the first tab (it never sees the hash). In the browser the hash picks the tab,
// and the page's own query loads it: prefetching the first tab there would be a wasted request.
export const load = ({ queryClient, search, server }: RouteContext) =>
  server &&
  Promise.all([
    queryClient.prefetchQuery(conceptTabsQuery()),
    queryClient.prefetchQuery(
      projectListQuery(ALL_CONCEPTS, projectSortParam(DEFAULT_PROJECT_SORT, isStatusShown(search)), FIRST_PAGE_SIZE),
    ),
  ]);

export const head = ({ queryClient, search, origin }: RouteContext) =>
  projectsListHead(
    queryClient.getQueryData(
      projectListQuery(ALL_CONCEPTS, projectSortParam(DEFAULT_PROJECT_SORT, isStatusShown(search)), FIRST_PAGE_SIZE).queryKey,
    ),
    origin,
  );

export default function ProjectsListPage() {
  const { search } = useLocation();
  const statusShown = isStatusShown(search);
  const conceptsQuery = useConceptTabs();
  const tabs = conceptsQuery.data ? conceptTabItems(conceptsQuery.data) : undefined;
  const [concept, selectConcept] = useHashSelection(
    tabs?.map((tab) => tab.id),
    ALL_CONCEPTS,
  );
  const [sortState, setSortState] = useState<ProjectSortState>(DEFAULT_PROJECT_SORT);
  const sort = projectSortParam(sortState, statusShown);
  // docs/product/directory.md §3: the first 20 (in the server's HTML), then the list refetched with up to 1000 once
  // the page has hydrated.
  const hydrated = useHydrated();
  const list = useProjects({ concept, sort, wantAll: hydrated });
  const tabCount = tabs?.find((tab) => tab.id === concept)?.count;
  const count = (list.complete ? list.data?.length : tabCount) ?? list.data?.length ?? 0;
  const conceptName = tabs?.find((tab) => tab.id === concept)?.label;

  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>Projects</h1>
        <AddProjectButton />
      </header>

      <div className={listPage.toolbar}>
        <div className={listPage.tabs}>
          {conceptsQuery.isPending ? (
            <TabsSkeleton />
          ) : conceptsQuery.isError || !tabs ? (
            <ErrorState message="The concepts could not be loaded." onRetry={() => void conceptsQuery.refetch()} />
          ) : (
            <Tabs items={tabs} value={concept} onChange={selectConcept} ariaLabel="Confinement concepts" idPrefix={TAB_ID_PREFIX} />
          )}
        </div>
        <ProjectSortControl sort={sortState} onChange={setSortState} active={statusShown} />
      </div>

      <section
        className={listPage.results}
        aria-label="Projects"
        aria-busy={list.isPending}
        {...(tabs ? { role: 'tabpanel', 'aria-labelledby': `${TAB_ID_PREFIX}-tab-${concept}` } : {})}
      >
        {list.isPending ? (
          <OrganizationListSkeleton />
        ) : list.isError || !list.data ? (
          <ErrorState message="The projects could not be loaded." onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <div className={listPage.listHeader}>
              <p className={listPage.count} aria-live="polite">
                <span className="tabular-nums">{count}</span> {count === 1 ? 'project' : 'projects'}
              </p>
              {concept !== ALL_CONCEPTS && conceptName && <FollowSlot kind="concept" slug={concept} name={conceptName} />}
              <ExportLinks
                dataset="projects"
                params={{ concept: concept === ALL_CONCEPTS ? undefined : concept, sort }}
                description={concept === ALL_CONCEPTS || !conceptName ? 'all projects' : `the ${conceptName} projects`}
              />
            </div>
            <VirtualCardGrid
              items={list.data}
              getKey={(project) => project.id}
              renderItem={(project) => <ProjectCard project={project} showStatus={statusShown} />}
              initialCount={FIRST_PAGE_SIZE}
              staticUpTo={FIND_IN_PAGE_LIMIT}
              estimatedRowHeight={160}
              label="Projects"
            />
          </>
        )}
      </section>
    </div>
  );
}
