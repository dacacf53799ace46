// /projects (docs/product/directory.md §3): concept tabs kept in the URL hash (or `?concept=`), the
// facets in the query string (issue 24), a sort control that is active only with
// ?showProjectStatus=true, 'Add Project', and the project cards (first 20 rendered by the server,
// then up to 1000, every card in the page).
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, ErrorState, FollowSlot, Tabs, useHashSelection, useHydrated } from 'mf-shared/kit';
import type { RouteContext } from 'mf-shared/area';
import { OrganizationListSkeleton, TabsSkeleton } from '../../../components/OrganizationsSkeletons';
import { FIND_IN_PAGE_LIMIT, VirtualCardGrid } from '../../../components/VirtualCardGrid';
import { ExportLinks } from '../../../components/ExportLinks';
import {
  conceptTabsQuery,
  FIRST_PAGE_SIZE,
  projectFacetsQuery,
  projectListQuery,
  useConceptTabs,
  useProjectFacets,
  useProjects,
  type ProjectFacets,
} from '../api/projectsApi';
import { FacetChips, FacetForm, withCounts } from 'mf-shared/kit';
import {
  conceptFromSearch,
  fixedParams,
  parseProjectFilters,
  projectFilterLabel,
  projectsUrl,
  withoutProjectFilter,
  type ProjectFilterKey,
  type ProjectFilters,
} from '../utils/filters';
import { projectsListHead } from '../head';
import { ALL_CONCEPTS, conceptTabItems } from '../utils/conceptTabs';
import type { ConceptTab } from 'mf-shared';
import { DEFAULT_PROJECT_SORT, isStatusShown, projectSortParam, type ProjectSortState } from '../utils/sortRules';
import { AddProjectButton } from './AddProjectButton';
import { ProjectCard } from './ProjectCard';
import { ProjectSortControl } from './ProjectSortControl';
import listPage from '../../../lib/styles/ListPage.module.css';
import page from '../../../lib/styles/Page.module.css';

const TAB_ID_PREFIX = 'project-concepts';

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
// The server sees no hash: it renders the concept of `?concept=` (default all) with the facets of the
// query string, sorted by name (the control's default). In the browser the hash, when there is one,
// picks the tab, and the page's own queries load it.
export const load = async ({ queryClient, search, server }: RouteContext) => {
  if (!server) return;
  const conceptsLoaded = queryClient.fetchQuery(conceptTabsQuery());
  // Only a `?concept=` needs the concepts first (to check it); otherwise everything loads at once.
  const concept = (search.has('concept') && conceptFromSearch(search, conceptIds(await conceptsLoaded))) || ALL_CONCEPTS;
  const filters = parseProjectFilters(search);
  await Promise.all([
    conceptsLoaded,
    queryClient.prefetchQuery(
      projectListQuery(concept, projectSortParam(DEFAULT_PROJECT_SORT, isStatusShown(search)), FIRST_PAGE_SIZE, filters),
    ),
    queryClient.prefetchQuery(projectFacetsQuery(concept, filters)),
  ]);
};

export const head = ({ queryClient, search, origin }: RouteContext) => {
  const concepts = queryClient.getQueryData(conceptTabsQuery().queryKey);
  const concept = conceptFromSearch(search, concepts && conceptIds(concepts)) ?? ALL_CONCEPTS;
  return projectsListHead(
    queryClient.getQueryData(
      projectListQuery(concept, projectSortParam(DEFAULT_PROJECT_SORT, isStatusShown(search)), FIRST_PAGE_SIZE, parseProjectFilters(search))
        .queryKey,
    ),
    origin,
  );
};

const conceptIds = (concepts: readonly ConceptTab[]) => conceptTabItems(concepts).map((tab) => tab.id);

function ProjectFacetForm({ concept, statusShown, filters, facets }: FacetProps) {
  const years = facets?.year_operations_started;
  return (
    <FacetForm
      action="/projects"
      label="Filter projects"
      fixed={fixedParams(concept, statusShown)}
      fields={[
        { name: 'status', label: 'Status', type: 'select', choices: withCounts(facets?.status), anyLabel: 'Any status' },
        { name: 'country', label: 'Country', type: 'select', choices: withCounts(facets?.country), anyLabel: 'Any country' },
        { name: 'started_from', label: 'Operating from', type: 'year', placeholder: years ? String(years.min) : undefined },
        { name: 'started_to', label: 'Operating up to', type: 'year', placeholder: years ? String(years.max) : undefined },
      ]}
      values={filters}
      urlFor={(data) => projectsUrl(concept, statusShown, parseProjectFilters(data))}
    />
  );
}

interface FacetProps {
  concept: string;
  statusShown: boolean;
  filters: ProjectFilters;
  facets: ProjectFacets | undefined;
}

function activeProjectFilters({ concept, statusShown, filters, facets }: FacetProps) {
  const countries = new Map((facets?.country ?? []).map((value) => [value.value, value.label]));
  return (Object.keys(filters) as ProjectFilterKey[]).map((key) => ({
    key,
    label: projectFilterLabel(key, filters[key]!, countries),
    href: projectsUrl(concept, statusShown, withoutProjectFilter(filters, key)),
  }));
}

export default function ProjectsListPage() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const statusShown = isStatusShown(search);
  const filters = parseProjectFilters(params);
  const conceptsQuery = useConceptTabs();
  const tabs = conceptsQuery.data ? conceptTabItems(conceptsQuery.data) : undefined;
  const ids = tabs?.map((tab) => tab.id);
  const [concept, selectConcept] = useHashSelection(ids, conceptFromSearch(params, ids) ?? ALL_CONCEPTS);
  const [sortState, setSortState] = useState<ProjectSortState>(DEFAULT_PROJECT_SORT);
  const sort = projectSortParam(sortState, statusShown);
  // docs/product/directory.md §3: the first 20 (in the server's HTML), then the list refetched with up to 1000 once
  // the page has hydrated.
  const hydrated = useHydrated();
  const list = useProjects({ concept, sort, wantAll: hydrated, filters });
  const facets = useProjectFacets(concept, filters);
  const facetProps = { concept, statusShown, filters, facets: facets.data };
  const chips = activeProjectFilters(facetProps);
  const lastFilter = chips.at(-1);
  const tabCount = facets.data?.total ?? tabs?.find((tab) => tab.id === concept)?.count;
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

      <ProjectFacetForm {...facetProps} />
      <FacetChips chips={chips} clearHref={projectsUrl(concept, statusShown, {})} />

      <section
        className={listPage.results}
        aria-label="Projects"
        aria-busy={list.isPending}
        {...(tabs ? { role: 'tabpanel', 'aria-labelledby': `${TAB_ID_PREFIX}-tab-${concept}` } : {})}
      >
        {/* One live region for the count, there before the results change, so each new count is announced. */}
        {list.data && (
          <div className={listPage.listHeader}>
            <p className={listPage.count} aria-live="polite">
              <span className="tabular-nums">{count}</span> {count === 1 ? 'project' : 'projects'}
            </p>
            {concept !== ALL_CONCEPTS && conceptName && <FollowSlot kind="concept" slug={concept} name={conceptName} />}
            {/* Each concept's plasma results on /progress, filtered to it on the server (issue 26). */}
            <Link
              className={listPage.count}
              to={concept === ALL_CONCEPTS ? '/progress' : `/progress?concept=${encodeURIComponent(concept)}`}
            >
              {concept === ALL_CONCEPTS || !conceptName ? 'Progress on the Lawson chart' : `${conceptName} on the Lawson chart`}
            </Link>
            {list.data.length > 0 && (
              <ExportLinks
                dataset="projects"
                params={{ concept: concept === ALL_CONCEPTS ? undefined : concept, ...filters, sort }}
                description={concept === ALL_CONCEPTS || !conceptName ? 'all projects' : `the ${conceptName} projects`}
              />
            )}
          </div>
        )}
        {list.isPending ? (
          <OrganizationListSkeleton />
        ) : list.isError || !list.data ? (
          <ErrorState message="The projects could not be loaded." onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          lastFilter ? (
            // An empty result offers the way back: without the filter set last (issue 24).
            <EmptyState message="No projects match these filters.">
              <a href={lastFilter.href}>{`Remove the last filter: ${lastFilter.label}`}</a>
            </EmptyState>
          ) : (
            <EmptyState />
          )
        ) : (
          <VirtualCardGrid
            items={list.data}
            getKey={(project) => project.id}
            renderItem={(project) => <ProjectCard project={project} showStatus={statusShown} />}
            initialCount={FIRST_PAGE_SIZE}
            staticUpTo={FIND_IN_PAGE_LIMIT}
            estimatedRowHeight={160}
            label="Projects"
          />
        )}
      </section>
    </div>
  );
}
