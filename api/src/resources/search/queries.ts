// One ranked list of organizations and projects (see api/README.md, "Search").
//
// Fast path (GIN indexes only): prefix full-text match on names and acronyms, plus
// organizations offering a supply-chain category or sub-category whose name matches.
// Fuzzy fallback (trigram word_similarity via the gin_trgm_ops index): only when the fast
// path finds fewer than FUZZY_THRESHOLD matches, e.g. for typos ('commonwelth').
// The choice depends only on the query, so every page of one query uses the same ranking.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import type { Paging } from '../../http/paging';
import { normalizedText, prefixTsQuery } from './text';

export const FUZZY_THRESHOLD = 5;

// Score tiers (higher first); equal tiers list affiliates first, then by name.
//   4 exact name or acronym · 3 name starts with the query · 2 every word prefixes a word
//   1 offers a matching supply chain category · 0..1 trigram similarity (fuzzy only)
export function fastHits(tsQuery: string, text: string): SQL {
  const startsWith = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`
    SELECT 'o' AS kind, o.id,
      CASE WHEN lower(o.display_name) = ${text} OR lower(o.acronym_name) = ${text} THEN 4
           WHEN lower(o.display_name) LIKE ${startsWith} THEN 3 ELSE 2 END::float8 AS score
    FROM organizations o WHERE o.is_approved AND o.search_vector @@ to_tsquery('simple', ${tsQuery})
    UNION ALL
    SELECT 'p', p.id,
      CASE WHEN lower(p.display_name) = ${text} THEN 4
           WHEN lower(p.display_name) LIKE ${startsWith} THEN 3 ELSE 2 END::float8
    FROM projects p WHERE p.is_approved AND p.search_vector @@ to_tsquery('simple', ${tsQuery})
    UNION ALL
    SELECT 'o', s.organization_id, 1::float8
    FROM supply_chain_offerings s
    JOIN supply_chain_sub_categories sc ON sc.id = s.sub_category_id
    JOIN supply_chain_categories c ON c.id = sc.category_id
    WHERE sc.search_vector @@ to_tsquery('simple', ${tsQuery}) OR c.search_vector @@ to_tsquery('simple', ${tsQuery})`;
}

export function fuzzyHits(text: string): SQL {
  return sql`
    SELECT 'o' AS kind, o.id, word_similarity(${text}, lower(o.display_name))::float8 * 0.99 AS score
    FROM organizations o WHERE o.is_approved AND ${text} <% lower(o.display_name)
    UNION ALL
    SELECT 'p', p.id, word_similarity(${text}, lower(p.display_name))::float8 * 0.99
    FROM projects p WHERE p.is_approved AND ${text} <% lower(p.display_name)`;
}

export interface SearchRow {
  display_name: string;
  slug: string;
  is_organization: boolean;
  is_affiliate: boolean;
}

export async function search(db: Db, query: string, page: Paging): Promise<SearchRow[]> {
  const tsQuery = prefixTsQuery(query);
  const text = normalizedText(query);
  if (!tsQuery) return [];
  let hits = fastHits(tsQuery, text);
  const [fast] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM (SELECT DISTINCT kind, id FROM (${hits}) h) d`,
  );
  if (fast!.count < FUZZY_THRESHOLD && text.length >= 3) hits = sql`${hits} UNION ALL ${fuzzyHits(text)}`;
  return queryRows<SearchRow>(
    db,
    sql`WITH best AS (SELECT kind, id, max(score) AS score FROM (${hits}) h GROUP BY kind, id)
        SELECT coalesce(o.display_name, p.display_name) AS display_name, coalesce(o.slug, p.slug) AS slug,
          b.kind = 'o' AS is_organization, coalesce(o.is_affiliate, false) AS is_affiliate
        FROM best b
        LEFT JOIN organizations o ON b.kind = 'o' AND o.id = b.id
        LEFT JOIN projects p ON b.kind = 'p' AND p.id = b.id
        WHERE o.id IS NOT NULL OR p.id IS NOT NULL
        ORDER BY b.score DESC, coalesce(o.is_affiliate, false) DESC,
          coalesce(o.display_name, p.display_name) ASC, b.kind ASC, b.id ASC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}
