// The directory area: its pages, keyed by the patterns of the contract's routing table
// (AREA_ROUTES.directory), with the data each server render loads and the <head> it gets.
import type { AreaDefinition } from 'mf-shared/area';
import { lazyPage } from 'mf-shared/area';
import {
  FIRST_PAGE_SIZE,
  organizationListQuery,
  organizationQuery,
  organizationTagsQuery,
} from '../features/organizations/api/organizationsApi';
import { DEFAULT_SORT } from '../features/organizations/utils/sortRules';
import { ALL_TAB } from '../features/organizations/utils/tabHash';
import { organizationHead, organizationsListHead } from './head';

export const directoryArea: AreaDefinition = {
  name: 'directory',
  routes: {
    '/organizations': {
      page: lazyPage(
        'organizations',
        () => import(/* webpackChunkName: "organizations" */ '../features/organizations/components/OrganizationsPage'),
      ),
      // The server sees no hash: the default tab and sort (spec 000 §4).
      load: ({ queryClient }) =>
        Promise.all([
          queryClient.prefetchQuery(organizationTagsQuery()),
          queryClient.prefetchQuery(organizationListQuery(ALL_TAB, DEFAULT_SORT, FIRST_PAGE_SIZE)),
        ]),
      head: ({ queryClient, origin }) =>
        organizationsListHead(queryClient.getQueryData(organizationListQuery(ALL_TAB, DEFAULT_SORT, FIRST_PAGE_SIZE).queryKey), origin),
    },
    '/organizations/:slug': {
      page: lazyPage(
        'organization',
        () => import(/* webpackChunkName: "organization" */ '../features/organizations/components/OrganizationDetailPage'),
      ),
      load: ({ queryClient, params }) => queryClient.prefetchQuery(organizationQuery(params.slug ?? '')),
      head: ({ queryClient, params }) => organizationHead(queryClient.getQueryData(organizationQuery(params.slug ?? '').queryKey)),
    },
    '/projects': {
      page: lazyPage('projects', () => import(/* webpackChunkName: "projects" */ '../features/projects/ProjectsListPage')),
      head: () => ({ title: 'Projects' }),
    },
    '/projects/:slug': {
      page: lazyPage('project', () => import(/* webpackChunkName: "project" */ '../features/projects/ProjectDetailPage')),
      head: () => ({ title: 'Project' }),
    },
    '/supply-chain': {
      page: lazyPage('supply-chain', () => import(/* webpackChunkName: "supply-chain" */ '../features/supply-chain/SupplyChainPage')),
      head: () => ({ title: 'Supply Chain' }),
    },
  },
};
