// The directory area: its pages, keyed by the patterns of the contract's routing table
// (AREA_ROUTES.directory), with the data each server render loads and the <head> it gets.
// Routes made with pageRoute() keep their `load` and `head` in their page's chunk
// (app/pageRoutes.ts), so this module — on every directory page's critical path — stays small.
import type { AreaDefinition } from 'mf-shared/area';
import { lazyPage } from 'mf-shared/area';
import { pageRoute } from './pageRoutes';

export const directoryArea: AreaDefinition = {
  name: 'directory',
  routes: {
    '/organizations': pageRoute(
      '/organizations',
      lazyPage(
        'organizations',
        () => import(/* webpackChunkName: "organizations" */ '../features/organizations/components/OrganizationsPage'),
      ),
      'Organizations',
    ),
    '/organizations/:slug': pageRoute(
      '/organizations/:slug',
      lazyPage(
        'organization',
        () => import(/* webpackChunkName: "organization" */ '../features/organizations/components/OrganizationDetailPage'),
      ),
      'Organization',
    ),
    '/projects': pageRoute(
      '/projects',
      lazyPage('projects', () => import(/* webpackChunkName: "projects" */ '../features/projects/components/ProjectsListPage')),
      'Projects',
    ),
    '/projects/:slug': pageRoute(
      '/projects/:slug',
      lazyPage('project', () => import(/* webpackChunkName: "project" */ '../features/projects/components/ProjectDetailPage')),
      'Project',
    ),
    '/supply-chain': pageRoute(
      '/supply-chain',
      lazyPage('supply-chain', () => import(/* webpackChunkName: "supply-chain" */ '../features/supply-chain/components/SupplyChainPage')),
      'Supply Chain',
    ),
    '/funding': pageRoute(
      '/funding',
      lazyPage('funding', () => import(/* webpackChunkName: "funding" */ '../features/funding/components/FundingPage')),
      'Funding',
    ),
    '/compare': pageRoute(
      '/compare',
      lazyPage('compare', () => import(/* webpackChunkName: "compare" */ '../features/compare/components/ComparePage')),
      'Compare organizations',
    ),
  },
};
