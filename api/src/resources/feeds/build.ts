// RSS 2.0 and Atom 1.0 documents of the articles, the updates (activity feed) and the jobs,
// made with the `feed` library. Links are absolute, on the site's origin.
import { Feed, type Item } from 'feed';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { listActivityLogs } from '../activity-logs/queries';
import { listJobs } from '../jobs/queries';

export type FeedKind = 'articles' | 'updates' | 'jobs';
export type FeedFormat = 'rss' | 'atom';

/** Items per feed: the newest. */
const FEED_ITEMS = 30;

const SITE_NAME = 'Fusion Energy Directory';
const COPYRIGHT = `Content available under CC BY-NC 4.0, ${SITE_NAME} 2019-2025`;

const TITLES: Record<FeedKind, { title: string; description: string; page: string }> = {
  articles: {
    title: `${SITE_NAME}: articles`,
    description: 'News and explainers about the fusion energy industry.',
    page: '/articles',
  },
  updates: {
    title: `${SITE_NAME}: updates`,
    description: 'Funding rounds, new organizations, new projects and new jobs in the fusion energy industry.',
    page: '/updates',
  },
  jobs: {
    title: `${SITE_NAME}: jobs`,
    description: 'Jobs at fusion energy organizations, from their own job boards.',
    page: '/jobs',
  },
};

/** '/feeds/articles.xml' etc.: where deploy/ publishes the API's feeds. */
const feedPath = (kind: FeedKind, format: FeedFormat) => `/feeds/${kind}.${format === 'rss' ? 'xml' : 'atom'}`;

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** 240000000 → '$240M' (as the site shows money). */
function money(usd: number | null): string {
  if (usd == null || !Number.isFinite(usd)) return '';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(usd);
}

async function articleItems(db: Db, origin: string): Promise<Item[]> {
  const rows = await queryRows<{
    slug: string;
    title: string;
    date: string;
    author: string;
    summary: string;
    body: string;
    preview_media: string | null;
  }>(
    db,
    sql`SELECT slug, title, date::text AS date, author, summary, body_html AS body, preview_media
        FROM articles WHERE status = 'published' AND deleted_at IS NULL ORDER BY date DESC, id DESC LIMIT ${FEED_ITEMS}`,
  );
  return rows.map((article) => {
    const link = `${origin}/articles/${encodeURIComponent(article.slug)}`;
    return {
      title: article.title,
      id: link,
      link,
      date: new Date(`${article.date}T00:00:00Z`),
      description: article.summary,
      // Sanitized when written (api/docs/conventions.md).
      content: article.body,
      author: [{ name: article.author }],
      ...(article.preview_media ? { image: absolute(origin, article.preview_media) } : {}),
    };
  });
}

async function updateItems(db: Db, origin: string): Promise<Item[]> {
  const logs = await listActivityLogs(db, { page: 1, pageSize: FEED_ITEMS, offset: 0, limit: FEED_ITEMS });
  return logs.map((log) => {
    const who = log.organization?.display_name ?? log.project?.display_name ?? log.article?.title ?? SITE_NAME;
    const parts: string[] = [];
    if (log.funding_round) {
      const amount = money(log.funding_round.amount_usd);
      parts.push([amount, log.funding_round.round_name].filter(Boolean).join(' '));
    }
    if (log.recipient_organization && log.recipient_organization.display_name !== who)
      parts.push(`to ${log.recipient_organization.display_name}`);
    if (log.project && log.organization) parts.push(log.project.display_name);
    if (log.jobs_count) parts.push(`${log.jobs_count} ${log.jobs_count === 1 ? 'job' : 'jobs'}`);
    const title = `${log.activity_type}: ${who}${parts.length ? ` (${parts.join(', ')})` : ''}`;
    const fallback = log.organization
      ? `/organizations/${log.organization.slug}`
      : log.project
        ? `/projects/${log.project.slug}`
        : '/updates';
    const link = absolute(origin, log.url ?? fallback);
    return {
      title,
      id: `${origin}/updates#update-${log.id}`,
      link,
      date: new Date(log.created_at),
      description: title,
    };
  });
}

async function jobItems(db: Db, origin: string): Promise<Item[]> {
  // Real openings only: a sample listing is never syndicated (issue 21).
  const { rows } = await listJobs(db, {}, { page: 1, pageSize: FEED_ITEMS, offset: 0, limit: FEED_ITEMS }, { withSamples: false });
  return rows.map((job) => {
    const details = [job.organization.display_name, job.locations.join('; '), job.job_type, job.job_mode, job.salary, job.tags]
      .filter(Boolean)
      .join(' · ');
    return {
      title: `${job.title} at ${job.organization.display_name}`,
      id: `${origin}/jobs#job-${job.id}`,
      link: job.website_url,
      date: new Date(job.created_at),
      description: details,
      category: job.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean)
        .map((name) => ({ name })),
    };
  });
}

const ITEMS: Record<FeedKind, (db: Db, origin: string) => Promise<Item[]>> = {
  articles: articleItems,
  updates: updateItems,
  jobs: jobItems,
};

export async function buildFeed(db: Db, kind: FeedKind, format: FeedFormat, origin: string): Promise<string> {
  const items = await ITEMS[kind](db, origin);
  const { title, description, page } = TITLES[kind];
  const feed = new Feed({
    title,
    description,
    id: `${origin}${page}`,
    link: `${origin}${page}`,
    language: 'en',
    copyright: COPYRIGHT,
    updated: items[0]?.date ?? new Date(0),
    generator: SITE_NAME,
    feedLinks: { rss: `${origin}${feedPath(kind, 'rss')}`, atom: `${origin}${feedPath(kind, 'atom')}` },
  });
  for (const item of items) feed.addItem(item);
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
