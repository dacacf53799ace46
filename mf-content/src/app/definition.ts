// The content area: its pages by route pattern — the one list of its routes (its release
// records them, with their sitemap entries, in routes.json) — with the data each server render
// loads (the same query options the pages' hooks use) and the <head> it gets.
import { lazyPage, type AreaDefinition } from 'mf-shared/area';
import { ALL_TAB } from 'mf-shared/kit';
import { articleListQuery, articleQuery, latestArticlesQuery, recentArticlesQuery } from '../lib/api/articlesApi';
import { machineDevelopersQuery } from '../features/home/api/homeApi';
import { jobListQuery, jobTagsQuery, type JobFilters } from '../features/jobs/api/jobsApi';
import { organizationFilterOf } from '../features/jobs/utils/filters';
import { latestUpdatesQuery, updateListQuery } from '../lib/api/updatesApi';
import { rememberOrigin } from '../shared/origin';
import { e2eRoutes } from './e2eRoutes';
import {
  aboutHead,
  articleHead,
  articlesHead,
  homeHead,
  jobsHead,
  newsletterConfirmHead,
  newsletterUnsubscribeHead,
  privacyHead,
  termsHead,
  updatesHead,
} from './head';

const legacyRedirect = lazyPage(
  'legacy-redirect',
  () => import(/* webpackChunkName: "legacy-redirect" */ '../features/articles/components/LegacyArticleRedirect'),
);

/** What the server renders for /jobs: the hash is not sent, so the 'all' tab, empty What and Where. */
const serverJobFilters = (search: URLSearchParams): JobFilters => ({
  tag: ALL_TAB,
  search: '',
  location: '',
  organization: organizationFilterOf(`?${search.toString()}`),
});

export const contentArea: AreaDefinition = {
  name: 'content',
  routes: {
    '/': {
      sitemap: 'self',
      page: lazyPage('home', () => import(/* webpackChunkName: "home" */ '../features/home/components/HomePage')),
      load: ({ queryClient }) =>
        Promise.all([
          queryClient.prefetchQuery(latestArticlesQuery()),
          queryClient.prefetchQuery(latestUpdatesQuery()),
          queryClient.prefetchQuery(machineDevelopersQuery()),
        ]),
      head: ({ origin }) => homeHead(origin),
    },
    '/articles': {
      sitemap: 'self',
      page: lazyPage('articles', () => import(/* webpackChunkName: "articles" */ '../features/articles/components/ArticlesPage')),
      load: ({ queryClient }) => queryClient.prefetchInfiniteQuery(articleListQuery()),
      head: articlesHead,
    },
    '/articles/:slug': {
      sitemap: 'api',
      page: lazyPage('article', () => import(/* webpackChunkName: "article" */ '../features/articles/components/ArticlePage')),
      load: async ({ queryClient, params, origin }) => {
        rememberOrigin(queryClient, origin);
        await Promise.all([
          queryClient.prefetchQuery(articleQuery(params.slug ?? '')),
          queryClient.prefetchQuery(recentArticlesQuery(params.slug ?? '')),
        ]);
      },
      head: ({ queryClient, params, origin }) => articleHead(queryClient.getQueryData(articleQuery(params.slug ?? '').queryKey), origin),
    },
    // The server answers these with a 301 (deploy/); a client-side link lands on the redirect page.
    '/article': { page: legacyRedirect },
    '/article/:slug': { page: legacyRedirect },
    '/updates': {
      sitemap: 'self',
      page: lazyPage('updates', () => import(/* webpackChunkName: "updates" */ '../features/updates/components/UpdatesPage')),
      load: ({ queryClient }) => queryClient.prefetchInfiniteQuery(updateListQuery()),
      head: updatesHead,
    },
    '/jobs': {
      sitemap: 'self',
      page: lazyPage('jobs', () => import(/* webpackChunkName: "jobs" */ '../features/jobs/components/JobsPage')),
      load: ({ queryClient, search }) =>
        Promise.all([queryClient.prefetchQuery(jobTagsQuery()), queryClient.prefetchInfiniteQuery(jobListQuery(serverJobFilters(search)))]),
      head: ({ queryClient, search, origin }) =>
        jobsHead(queryClient.getQueryData(jobListQuery(serverJobFilters(search)).queryKey)?.pages[0], origin),
    },
    '/about': {
      sitemap: 'self',
      page: lazyPage('about', () => import(/* webpackChunkName: "about" */ '../features/info/components/AboutPage')),
      head: aboutHead,
    },
    '/terms-of-use': {
      sitemap: 'self',
      page: lazyPage('terms', () => import(/* webpackChunkName: "terms" */ '../features/info/components/TermsPage')),
      head: termsHead,
    },
    '/privacy-policy': {
      sitemap: 'self',
      page: lazyPage('privacy', () => import(/* webpackChunkName: "privacy" */ '../features/info/components/PrivacyPage')),
      head: privacyHead,
    },
    // The newsletter's emailed links (issue 22): personal, so never indexed nor in the sitemap.
    '/newsletter/confirm': {
      noindex: true,
      page: lazyPage(
        'newsletter-confirm',
        () => import(/* webpackChunkName: "newsletter-confirm" */ '../features/newsletter/components/NewsletterConfirmPage'),
      ),
      head: newsletterConfirmHead,
    },
    '/newsletter/unsubscribe': {
      noindex: true,
      page: lazyPage(
        'newsletter-unsubscribe',
        () => import(/* webpackChunkName: "newsletter-unsubscribe" */ '../features/newsletter/components/NewsletterUnsubscribePage'),
      ),
      head: newsletterUnsubscribeHead,
    },
    // Browser tests only (E2E_FIXTURES=1 builds): a page this area adds without a shell release.
    ...(__E2E_FIXTURES__ ? e2eRoutes : {}),
  },
};
