import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import type { Paging } from '../../http/paging';

/** Public articles: published and not unpublished (deleted). */
const PUBLISHED = sql`a.status = 'published' AND a.deleted_at IS NULL`;

const listColumns = sql`a.slug, a.title, a.date::text AS date, a.author, a.preview_media, a.summary`;

interface ArticleRow {
  slug: string;
  title: string;
  date: string;
  author: string;
  preview_media: string | null;
  summary: string;
}

/** Newest first. */
export function listArticles(db: Db, page: Paging) {
  return queryRows<ArticleRow>(
    db,
    sql`SELECT ${listColumns} FROM articles a WHERE ${PUBLISHED} ORDER BY a.date DESC, a.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export function recentArticles(db: Db, excludeSlug: string | undefined, count = 5) {
  return queryRows<ArticleRow>(
    db,
    sql`SELECT ${listColumns} FROM articles a WHERE ${PUBLISHED} AND a.slug <> ${excludeSlug ?? ''}
        ORDER BY a.date DESC, a.id DESC LIMIT ${count}`,
  );
}

export async function articleDetail(db: Db, slug: string) {
  const [row] = await queryRows<ArticleRow & { body: string }>(
    db,
    sql`SELECT ${listColumns}, a.body_html AS body FROM articles a WHERE ${PUBLISHED} AND a.slug = ${slug}`,
  );
  return row ?? null;
}
