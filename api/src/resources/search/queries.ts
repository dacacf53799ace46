// One ranked list of organizations and projects (see api/docs/search.md).
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
import type { Static } from 'typebox';
import { organizationStatusSql, organizationTagGroupSql } from '../organization-status';
import type { OrganizationStatus } from '../shared-schemas';
import { affiliateSql } from '../stripe/benefits';
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
    FROM organizations o WHERE o.is_approved AND o.deleted_at IS NULL AND o.search_vector @@ to_tsquery('simple', ${tsQuery})
    UNION ALL
    SELECT 'p', p.id,
      CASE WHEN lower(p.display_name) = ${text} THEN 4
           WHEN lower(p.display_name) LIKE ${startsWith} THEN 3 ELSE 2 END::float8
    FROM projects p WHERE p.is_approved AND p.deleted_at IS NULL AND p.search_vector @@ to_tsquery('simple', ${tsQuery})
    UNION ALL
    SELECT 'o', s.organization_id, 1::float8
    FROM supply_chain_offerings s
    JOIN supply_chain_sub_categories sc ON sc.id = s.sub_category_id
    JOIN supply_chain_categories c ON c.id = sc.category_id
    WHERE sc.search_vector @@ to_tsquery('simple', ${tsQuery}) OR c.search_vector @@ to_tsquery('simple', ${tsQuery})`;
}

/**
 * Trigram candidates. Approval is checked later (when names are joined), on purpose: with
 * `is_approved` here the planner can scan the partial index organizations_name_idx and test
 * word_similarity on every row (its cost is underestimated: 50 ms instead of 4 ms through
 * organizations_name_trgm_idx on 10k organizations).
 */
export function fuzzyHits(text: string): SQL {
  return sql`
    SELECT 'o' AS kind, o.id, word_similarity(${text}, lower(o.display_name))::float8 * 0.99 AS score
    FROM organizations o WHERE ${text} <% lower(o.display_name)
    UNION ALL
    SELECT 'p', p.id, word_similarity(${text}, lower(p.display_name))::float8 * 0.99
    FROM projects p WHERE ${text} <% lower(p.display_name)`;
}

export interface SearchRow {
  display_name: string;
  slug: string;
  is_organization: boolean;
  is_affiliate: boolean;
  /** An organization's current status (null for projects and when none is recorded). */
  status: Static<typeof OrganizationStatus> | null;
  /** An organization's logo and tag group, for its logo box (null for projects). */
  logo: string | null;
  tag_group: string | null;
}

/**
 * The whole search in one statement (one round trip): the fuzzy hits are added only when
 * the fast path finds fewer than FUZZY_THRESHOLD organizations/projects (an InitPlan the
 * planner evaluates once; the trigram scans are skipped otherwise). Exported for tests.
 */
export function searchQuery(tsQuery: string, text: string, page: Paging): SQL {
  // Trigrams of a one- or two-letter query match almost everything: no fuzzy fallback.
  const fuzzy =
    text.length >= 3
      ? sql`UNION ALL SELECT kind, id, score FROM (${fuzzyHits(text)}) f
          WHERE (SELECT count(*) FROM (SELECT DISTINCT kind, id FROM fast) d) < ${FUZZY_THRESHOLD}`
      : sql``;
  // Organizations and projects are joined in separate branches so each is an index lookup;
  // only approved ones are listed (their pages are the only ones that exist).
  return sql`WITH fast AS (${fastHits(tsQuery, text)}),
      best AS (SELECT kind, id, max(score) AS score FROM (SELECT kind, id, score FROM fast ${fuzzy}) h GROUP BY kind, id),
      named AS (
        SELECT b.kind, b.id, b.score, o.display_name, o.slug, ${affiliateSql('o')} AS is_affiliate, ${organizationStatusSql('o')} AS status,
          o.logo, ${organizationTagGroupSql('o')} AS tag_group
        FROM best b JOIN organizations o ON o.id = b.id WHERE b.kind = 'o' AND o.is_approved AND o.deleted_at IS NULL
        UNION ALL
        SELECT b.kind, b.id, b.score, p.display_name, p.slug, false, NULL::json, NULL, NULL
        FROM best b JOIN projects p ON p.id = b.id WHERE b.kind = 'p' AND p.is_approved AND p.deleted_at IS NULL)
    SELECT display_name, slug, kind = 'o' AS is_organization, is_affiliate, status, logo, tag_group
    FROM named
    ORDER BY score DESC, is_affiliate DESC, display_name ASC, kind ASC, id ASC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

export async function search(db: Db, query: string, page: Paging): Promise<SearchRow[]> {
  const tsQuery = prefixTsQuery(query);
  if (!tsQuery) return [];
  return queryRows<SearchRow>(db, searchQuery(tsQuery, normalizedText(query), page));
}

/** The /supply-chain hash of a category: its name in kebab case ('Vacuum & Cryogenics' → 'vacuum-cryogenics'; directory.md §6). */
function supplyChainHash(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** How many supply chain categories and sub-categories a search lists at most (on its first page). */
const SUPPLY_CHAIN_HITS = 5;

/**
 * Supply chain categories and sub-categories whose name every word prefixes, categories first,
 * in the catalogue's order; each leads to its category's tab of /supply-chain (`slug` is that hash).
 */
export async function supplyChainHits(db: Db, query: string): Promise<(SearchRow & { kind: 'supply-chain' })[]> {
  const tsQuery = prefixTsQuery(query);
  if (!tsQuery) return [];
  const rows = await queryRows<{ display_name: string; category: string }>(
    db,
    sql`SELECT display_name, category FROM (
          SELECT c.name AS display_name, c.name AS category, 0 AS level, c.position, 0 AS sub_position, c.id
          FROM supply_chain_categories c WHERE c.search_vector @@ to_tsquery('simple', ${tsQuery})
          UNION ALL
          SELECT s.name, c.name, 1, c.position, s.position, s.id
          FROM supply_chain_sub_categories s JOIN supply_chain_categories c ON c.id = s.category_id
          WHERE s.search_vector @@ to_tsquery('simple', ${tsQuery})) hits
        ORDER BY level, position, sub_position, id LIMIT ${SUPPLY_CHAIN_HITS}`,
  );
  return rows.map((row) => ({
    display_name: row.display_name,
    slug: supplyChainHash(row.category),
    is_organization: false,
    is_affiliate: false,
    status: null,
    logo: null,
    tag_group: null,
    kind: 'supply-chain' as const,
  }));
}
