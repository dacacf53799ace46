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

/** The published organizations and projects an article is about (its mentions), organizations first, by name. */
const mentionsJson = sql`(SELECT coalesce(json_agg(json_build_object('kind', m.kind, 'slug', m.slug, 'display_name', m.display_name)
    ORDER BY m.kind, lower(m.display_name)), '[]'::json)
  FROM (SELECT 'organization' AS kind, o.slug, o.display_name FROM article_mentions am JOIN organizations o ON o.id = am.organization_id
          WHERE am.article_id = a.id AND o.is_approved AND o.deleted_at IS NULL
        UNION ALL
        SELECT 'project', p.slug, p.display_name FROM article_mentions am JOIN projects p ON p.id = am.project_id
          WHERE am.article_id = a.id AND p.is_approved AND p.deleted_at IS NULL) m)`;

export async function articleDetail(db: Db, slug: string) {
  const [row] = await queryRows<
    ArticleRow & { body: string; mentions: { kind: 'organization' | 'project'; slug: string; display_name: string }[] }
  >(
    db,
    sql`SELECT ${listColumns}, a.body_html AS body, ${mentionsJson} AS mentions FROM articles a WHERE ${PUBLISHED} AND a.slug = ${slug}`,
  );
  return row ?? null;
}

/**
 * The published articles about an organization or a project (through their mentions), newest first,
 * as JSON for a detail statement: `owner` is the mention column, `id` the record's id expression.
 */
export function articlesAboutJson(owner: 'organization_id' | 'project_id', id: string) {
  return sql`(SELECT coalesce(json_agg(json_build_object('slug', a.slug, 'title', a.title, 'date', a.date::text)
      ORDER BY a.date DESC, a.id DESC), '[]'::json)
    FROM article_mentions am JOIN articles a ON a.id = am.article_id
    WHERE am.${sql.raw(owner)} = ${sql.raw(id)} AND ${PUBLISHED})`;
}
