// The directory area: its pages, keyed by the patterns of the contract's routing table
// (AREA_ROUTES.directory). Each page module exports its route's `load` (the data a server
// render prefetches) and `head` next to the page (mf-shared/area PageModule), so they travel
// in the page's chunk: this module, on every directory page's critical path, stays small.
import type { AreaDefinition } from 'mf-shared/area';
import { lazyPage } from 'mf-shared/area';

export const directoryArea: AreaDefinition = {
  name: 'directory',
  routes: {
    '/organizations': {
      page: lazyPage(
        'organizations',
        () => import(/* webpackChunkName: "organizations" */ '../features/organizations/components/OrganizationsPage'),
      ),
    },
    '/organizations/:slug': {
      page: lazyPage(
        'organization',
        () => import(/* webpackChunkName: "organization" */ '../features/organizations/components/OrganizationDetailPage'),
      ),
    },
    '/projects': {
      page: lazyPage('projects', () => import(/* webpackChunkName: "projects" */ '../features/projects/components/ProjectsListPage')),
    },
    '/projects/:slug': {
      page: lazyPage('project', () => import(/* webpackChunkName: "project" */ '../features/projects/components/ProjectDetailPage')),
    },
    '/supply-chain': {
      page: lazyPage(
        'supply-chain',
        () => import(/* webpackChunkName: "supply-chain" */ '../features/supply-chain/components/SupplyChainPage'),
      ),
    },
    '/funding': {
      page: lazyPage('funding', () => import(/* webpackChunkName: "funding" */ '../features/funding/components/FundingPage')),
    },
    '/compare': {
      page: lazyPage('compare', () => import(/* webpackChunkName: "compare" */ '../features/compare/components/ComparePage')),
    },
  },
};
