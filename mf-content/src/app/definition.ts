// The content area: its pages by route pattern — the one list of its routes (its release
// records them, with their sitemap entries, in routes.json). Each page module exports its
// route's `load` and `head` next to the page (mf-shared/area PageModule).
import { lazyPage, type AreaDefinition } from 'mf-shared/area';
import { e2eRoutes } from './e2eRoutes';

const legacyRedirect = lazyPage(
  'legacy-redirect',
  () => import(/* webpackChunkName: "legacy-redirect" */ '../features/articles/components/LegacyArticleRedirect'),
);

// `sameForEveryone`: the page's HTML is the same for everybody, so a signed-in visitor gets the
// cached public render (the newsletter's personal links are not).
export const contentArea: AreaDefinition = {
  name: 'content',
  routes: {
    '/': {
      sameForEveryone: true,
      sitemap: 'self',
      // The parameters each page reads: the server caches a public render per their values.
      query: ['verified'],
      page: lazyPage('home', () => import(/* webpackChunkName: "home" */ '../features/home/components/HomePage')),
    },
    '/articles': {
      sameForEveryone: true,
      sitemap: 'self',
      page: lazyPage('articles', () => import(/* webpackChunkName: "articles" */ '../features/articles/components/ArticlesPage')),
    },
    '/articles/:slug': {
      sameForEveryone: true,
      sitemap: 'api',
      page: lazyPage('article', () => import(/* webpackChunkName: "article" */ '../features/articles/components/ArticlePage')),
    },
    // The server answers these with a 301 (deploy/); a client-side link lands on the redirect page.
    '/article': { page: legacyRedirect },
    '/article/:slug': { page: legacyRedirect },
    '/updates': {
      sameForEveryone: true,
      sitemap: 'self',
      page: lazyPage('updates', () => import(/* webpackChunkName: "updates" */ '../features/updates/components/UpdatesPage')),
    },
    '/jobs': {
      sameForEveryone: true,
      sitemap: 'self',
      query: ['organization', 'country', 'mode', 'type'],
      page: lazyPage('jobs', () => import(/* webpackChunkName: "jobs" */ '../features/jobs/components/JobsPage')),
    },
    '/about': {
      sameForEveryone: true,
      sitemap: 'self',
      page: lazyPage('about', () => import(/* webpackChunkName: "about" */ '../features/info/components/AboutPage')),
    },
    '/terms-of-use': {
      sameForEveryone: true,
      sitemap: 'self',
      page: lazyPage('terms', () => import(/* webpackChunkName: "terms" */ '../features/info/components/TermsPage')),
    },
    '/privacy-policy': {
      sameForEveryone: true,
      sitemap: 'self',
      page: lazyPage('privacy', () => import(/* webpackChunkName: "privacy" */ '../features/info/components/PrivacyPage')),
    },
    // The newsletter's emailed links (issue 22): personal, so never indexed nor in the sitemap.
    '/newsletter/confirm': {
      noindex: true,
      page: lazyPage(
        'newsletter-confirm',
        () => import(/* webpackChunkName: "newsletter-confirm" */ '../features/newsletter/components/NewsletterConfirmPage'),
      ),
    },
    '/newsletter/unsubscribe': {
      noindex: true,
      page: lazyPage(
        'newsletter-unsubscribe',
        () => import(/* webpackChunkName: "newsletter-unsubscribe" */ '../features/newsletter/components/NewsletterUnsubscribePage'),
      ),
    },
    // Browser tests only (E2E_FIXTURES=1 builds): a page this area adds without a shell release.
    ...(__E2E_FIXTURES__ ? e2eRoutes : {}),
  },
};
