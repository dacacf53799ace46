// The directory area: its pages by route pattern — the one list of its routes (its release
// records them, with their sitemap entries, in routes.json). Each page module exports its route's `load` (the data a server
// render prefetches) and `head` next to the page (mf-shared/area PageModule), so they travel
// in the page's chunk: this module, on every directory page's critical path, stays small.
import type { AreaDefinition } from 'mf-shared/area';
import { lazyPage } from 'mf-shared/area';

// Every directory page renders the same HTML for everybody (Follow, Add and claim controls
// show after hydration): `sameForEveryone` lets a signed-in visitor get the cached public render.
export const directoryArea: AreaDefinition = {
  name: 'directory',
  routes: {
    '/organizations': {
      sitemap: 'self',
      sameForEveryone: true,
      // The parameters each page reads: the server caches a public render per their values.
      query: ['tag', 'q', 'country', 'kind', 'status', 'funding_min', 'funding_max', 'founded_from', 'founded_to'],
      page: lazyPage(
        'organizations',
        () => import(/* webpackChunkName: "organizations" */ '../features/organizations/components/OrganizationsPage'),
      ),
    },
    '/organizations/:slug': {
      sitemap: 'api',
      sameForEveryone: true,
      page: lazyPage(
        'organization',
        () => import(/* webpackChunkName: "organization" */ '../features/organizations/components/OrganizationDetailPage'),
      ),
    },
    '/projects': {
      sitemap: 'self',
      sameForEveryone: true,
      query: ['concept', 'status', 'country', 'started_from', 'started_to', 'showProjectStatus'],
      page: lazyPage('projects', () => import(/* webpackChunkName: "projects" */ '../features/projects/components/ProjectsListPage')),
    },
    '/projects/:slug': {
      sitemap: 'api',
      sameForEveryone: true,
      page: lazyPage('project', () => import(/* webpackChunkName: "project" */ '../features/projects/components/ProjectDetailPage')),
    },
    '/supply-chain': {
      sitemap: 'self',
      sameForEveryone: true,
      page: lazyPage(
        'supply-chain',
        () => import(/* webpackChunkName: "supply-chain" */ '../features/supply-chain/components/SupplyChainPage'),
      ),
    },
    '/funding': {
      sitemap: 'self',
      sameForEveryone: true,
      query: ['type', 'from', 'to', 'concept', 'country'],
      page: lazyPage('funding', () => import(/* webpackChunkName: "funding" */ '../features/funding/components/FundingPage')),
    },
    '/map': {
      sitemap: 'self',
      sameForEveryone: true,
      query: ['concept', 'status'],
      page: lazyPage('map', () => import(/* webpackChunkName: "map" */ '../features/map/components/MapPage')),
    },
    '/progress': {
      sitemap: 'self',
      sameForEveryone: true,
      query: ['concept'],
      page: lazyPage('progress', () => import(/* webpackChunkName: "progress" */ '../features/progress/components/ProgressPage')),
    },
    '/progress/milestones': {
      sitemap: 'self',
      sameForEveryone: true,
      query: ['concept', 'milestone', 'status', 'sort', 'dir'],
      page: lazyPage('milestones', () => import(/* webpackChunkName: "milestones" */ '../features/milestones/components/MilestonesPage')),
    },
    '/compare': {
      sitemap: 'self',
      sameForEveryone: true,
      query: ['orgs'],
      page: lazyPage('compare', () => import(/* webpackChunkName: "compare" */ '../features/compare/components/ComparePage')),
    },
  },
};
