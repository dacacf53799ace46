// A user's private RSS 2.0 / Atom 1.0 feed of their follows' events, made with the `feed` library
// (as the public feeds in src/resources/feeds/ are).
import { sql } from 'drizzle-orm';
import { Feed } from 'feed';
import type { Db } from '../../db/database';
import { SITE_NAME } from '../../mail/templates';
import { describeEvent, eventPath, followEvents } from './events';
import { feedUrls } from './tokens';

const PRIVATE_FEED_ITEMS = 50;

export async function buildPrivateFeed(db: Db, userId: number, token: string, format: 'rss' | 'atom', origin: string): Promise<string> {
  const rows = await followEvents(db, sql`f.user_id = ${userId}`, { afterCursor: false, limit: PRIVATE_FEED_ITEMS * 4 });
  // One entry per activity item, however many of the user's follows it concerns; newest first.
  const seen = new Set<number>();
  const events = rows.reverse().filter((event) => !seen.has(event.id) && seen.add(event.id));
  const urls = feedUrls(origin, token);
  const feed = new Feed({
    title: `${SITE_NAME}: what you follow`,
    description:
      'Funding rounds, new jobs, new projects and status changes of the organizations, projects, concepts and job tags you follow.',
    id: urls.atom,
    link: `${origin}/profile`,
    language: 'en',
    copyright: `${SITE_NAME}`,
    updated: events[0] ? new Date(events[0].created_at) : new Date(0),
    generator: SITE_NAME,
    feedLinks: urls,
  });
  for (const event of events.slice(0, PRIVATE_FEED_ITEMS)) {
    const title = describeEvent(event);
    feed.addItem({
      title,
      id: `${origin}/updates#update-${event.id}`,
      link: `${origin}${eventPath(event)}`,
      date: new Date(event.created_at),
      description: title,
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
