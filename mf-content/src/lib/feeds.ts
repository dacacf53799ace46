// The feeds the pages announce in their <head> (<link rel="alternate">). The API builds them
// (api/src/resources/feeds) and the one-origin server publishes them at /feeds/<name>.
import type { HeadData } from 'mf-shared';
import { SITE_NAME } from 'mf-shared/kit';

type Alternate = NonNullable<HeadData['alternates']>[number];

export const FEEDS = {
  articles: { type: 'application/rss+xml', href: '/feeds/articles.xml', title: `${SITE_NAME}: articles` },
  updates: { type: 'application/rss+xml', href: '/feeds/updates.xml', title: `${SITE_NAME}: updates` },
  jobs: { type: 'application/rss+xml', href: '/feeds/jobs.xml', title: `${SITE_NAME}: jobs` },
} as const satisfies Record<string, Alternate>;

export const ALL_FEEDS: Alternate[] = [FEEDS.articles, FEEDS.updates, FEEDS.jobs];
