import { routeManifestOf } from 'mf-shared/area';
import { JOB_FACET_VALIDATORS } from '../features/jobs/utils/filters';
import { contentArea } from './definition';

it('records its routes with their sitemap entries (routes.json); the old /article addresses are not listed', () => {
  expect(routeManifestOf(contentArea)).toEqual([
    { pattern: '/', sitemap: 'self', sameForEveryone: true, query: ['verified'] },
    { pattern: '/articles', sitemap: 'self', sameForEveryone: true },
    { pattern: '/articles/:slug', sitemap: 'api', sameForEveryone: true },
    { pattern: '/article' },
    { pattern: '/article/:slug' },
    { pattern: '/updates', sitemap: 'self', sameForEveryone: true },
    { pattern: '/jobs', sitemap: 'self', sameForEveryone: true, query: [...Object.keys(JOB_FACET_VALIDATORS)].sort() },
    { pattern: '/about', sitemap: 'self', sameForEveryone: true },
    { pattern: '/terms-of-use', sitemap: 'self', sameForEveryone: true },
    { pattern: '/privacy-policy', sitemap: 'self', sameForEveryone: true },
    { pattern: '/newsletter/confirm', noindex: true },
    { pattern: '/newsletter/unsubscribe', noindex: true },
  ]);
});
