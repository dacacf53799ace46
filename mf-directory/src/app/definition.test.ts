import { routeManifestOf } from 'mf-shared/area';
import { FUNDING_FILTER_KEYS } from '../features/funding/utils/filters';
import { ORGANIZATION_FILTER_KINDS } from '../features/organizations/utils/filters';
import { PROJECT_FILTER_KINDS } from '../features/projects/utils/filters';
import { directoryArea } from './definition';

const queryOf = (pattern: string) => routeManifestOf(directoryArea).find((route) => route.pattern === pattern)?.query ?? [];

// Every page is the same for everybody: a signed-in visitor gets the cached public render.
it('records its routes with their sitemap entries (routes.json): detail pages from the API’s sitemap list', () => {
  expect(routeManifestOf(directoryArea)).toEqual([
    { pattern: '/organizations', sitemap: 'self', sameForEveryone: true, query: expect.any(Array) },
    { pattern: '/organizations/:slug', sitemap: 'api', sameForEveryone: true },
    { pattern: '/projects', sitemap: 'self', sameForEveryone: true, query: expect.any(Array) },
    { pattern: '/projects/:slug', sitemap: 'api', sameForEveryone: true },
    { pattern: '/supply-chain', sitemap: 'self', sameForEveryone: true },
    { pattern: '/funding', sitemap: 'self', sameForEveryone: true, query: expect.any(Array) },
    { pattern: '/map', sitemap: 'self', sameForEveryone: true, query: ['concept', 'status'] },
    { pattern: '/progress', sitemap: 'self', sameForEveryone: true, query: ['concept'] },
    { pattern: '/progress/milestones', sitemap: 'self', sameForEveryone: true, query: ['concept', 'dir', 'milestone', 'sort', 'status'] },
    { pattern: '/compare', sitemap: 'self', sameForEveryone: true, query: ['orgs'] },
  ]);
});

// The page cache keys a public render on the declared parameters only: a facet the page reads
// but the route does not declare would leave its pages uncached (not wrong, but slow).
it('declares every query parameter its list pages read, sorted', () => {
  expect(queryOf('/organizations')).toEqual(['tag', ...Object.keys(ORGANIZATION_FILTER_KINDS)].sort());
  expect(queryOf('/projects')).toEqual(['concept', 'showProjectStatus', ...Object.keys(PROJECT_FILTER_KINDS)].sort());
  expect(queryOf('/funding')).toEqual([...FUNDING_FILTER_KEYS].sort());
});
