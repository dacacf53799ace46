import { routeManifestOf } from 'mf-shared/area';
import { JOB_FACET_VALIDATORS } from '../features/jobs/utils/filters';
import { contentArea } from './definition';

it('records its routes with their sitemap entries (routes.json); the old /article addresses are not listed', () => {
  expect(routeManifestOf(contentArea)).toEqual([
    { pattern: '/', sitemap: 'self', query: ['verified'] },
    { pattern: '/articles', sitemap: 'self' },
    { pattern: '/articles/:slug', sitemap: 'api' },
    { pattern: '/article' },
    { pattern: '/article/:slug' },
    { pattern: '/updates', sitemap: 'self' },
    { pattern: '/jobs', sitemap: 'self', query: [...Object.keys(JOB_FACET_VALIDATORS)].sort() },
    { pattern: '/about', sitemap: 'self' },
    { pattern: '/terms-of-use', sitemap: 'self' },
    { pattern: '/privacy-policy', sitemap: 'self' },
    { pattern: '/newsletter/confirm', noindex: true },
    { pattern: '/newsletter/unsubscribe', noindex: true },
  ]);
});
