import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { analyticsJobClicks, analyticsPageViews } from '../../db/schema';
import type { EventsBody } from './schemas';

type Event = Static<typeof EventsBody>['events'][number];

/** The path alone, whatever the client sent (no query string, no hash). */
const cleanPath = (path: string) => path.split(/[?#]/)[0]!.slice(0, 300) || '/';

export async function recordEvents(db: Db, day: string, visitor: string, events: Event[]): Promise<void> {
  const views = events.flatMap((event) => (event.type === 'page_view' ? [{ day, path: cleanPath(event.path), visitorHash: visitor }] : []));
  const clicks = events.flatMap((event) =>
    event.type === 'job_click'
      ? [
          {
            day,
            path: cleanPath(event.path),
            company: event.properties.Company.trim(),
            jobTitle: event.properties['Job Title'].trim(),
            jobTag: event.properties['Job Tag'].trim(),
            visitorHash: visitor,
          },
        ]
      : [],
  );
  if (views.length) await db.insert(analyticsPageViews).values(views);
  if (clicks.length) await db.insert(analyticsJobClicks).values(clicks);
}

export async function analyticsSummary(db: Db, from: string, to: string) {
  const [pageViews, jobClicks, [totals]] = await Promise.all([
    queryRows<{ day: string; path: string; views: number; visitors: number }>(
      db,
      sql`SELECT day::text AS day, path, count(*)::int AS views, count(DISTINCT visitor_hash)::int AS visitors
          FROM analytics_page_views WHERE day BETWEEN ${from}::date AND ${to}::date
          GROUP BY day, path ORDER BY day DESC, views DESC, path`,
    ),
    queryRows<{ company: string; clicks: number }>(
      db,
      sql`SELECT company, count(*)::int AS clicks FROM analytics_job_clicks
          WHERE day BETWEEN ${from}::date AND ${to}::date
          GROUP BY company ORDER BY clicks DESC, company`,
    ),
    queryRows<{ page_views: number; unique_visitors: number; job_clicks: number }>(
      db,
      // A visitor hash is only meaningful within its day: unique visitors add up per day.
      sql`SELECT
            (SELECT count(*)::int FROM analytics_page_views WHERE day BETWEEN ${from}::date AND ${to}::date) AS page_views,
            (SELECT coalesce(sum(n), 0)::int FROM (SELECT count(DISTINCT visitor_hash) AS n FROM analytics_page_views
               WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY day) d) AS unique_visitors,
            (SELECT count(*)::int FROM analytics_job_clicks WHERE day BETWEEN ${from}::date AND ${to}::date) AS job_clicks`,
    ),
  ]);
  return { from, to, totals: totals!, page_views: pageViews, job_clicks: jobClicks };
}
