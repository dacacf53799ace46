import { routeManifestOf } from 'mf-shared/area';
import { directoryArea } from './definition';

it('records its routes with their sitemap entries (routes.json): detail pages from the API’s sitemap list', () => {
  expect(routeManifestOf(directoryArea)).toEqual([
    { pattern: '/organizations', sitemap: 'self' },
    { pattern: '/organizations/:slug', sitemap: 'api' },
    { pattern: '/projects', sitemap: 'self' },
    { pattern: '/projects/:slug', sitemap: 'api' },
    { pattern: '/supply-chain', sitemap: 'self' },
    { pattern: '/funding', sitemap: 'self' },
    { pattern: '/map', sitemap: 'self' },
    { pattern: '/progress', sitemap: 'self' },
    { pattern: '/progress/milestones', sitemap: 'self' },
    { pattern: '/compare', sitemap: 'self' },
  ]);
});
