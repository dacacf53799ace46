// Funding rounds as the public sees them: rounds received by approved organizations, each
// with its recipient's confinement concept and country. Shared by /funding/summary/ and
// the funding-rounds export (src/resources/exports/).
import { sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { withCountry, type WithCountryCode } from '../../http/country-fields';
import { countryName, normalizeCountryCode } from '../../http/country';
import { FUNDING_RULE } from '../../db/funding-rule';
import { amountAnswerFields } from '../../db/money';
import { organizationRefSql } from '../organization-status';
import { sourcesJson } from '../sources';
import { LARGEST_ROUNDS, type FundingFilters, type FundingRound, type FundingSummary } from './schemas';

/**
 * An organization's confinement concept: the concept of most of the approved projects it leads
 * (listed first on the project), then of most of those it takes part in; ties go to the lower
 * concept id. Organizations without such a project have none (null).
 */
const ORGANIZATION_CONCEPT = sql`organization_concept AS (
    SELECT DISTINCT ON (po.organization_id) po.organization_id, p.concept_id
    FROM project_organizations po JOIN projects p ON p.id = po.project_id
    WHERE p.is_approved AND p.deleted_at IS NULL AND p.concept_id IS NOT NULL
    GROUP BY po.organization_id, p.concept_id
    ORDER BY po.organization_id, count(*) FILTER (WHERE po.position = 0) DESC, count(*) DESC, p.concept_id
  )`;

/** FROM … for rounds: f (funding_rounds), r (recipient), c (recipient's concept, may be null). */
const ROUNDS_FROM = sql`funding_rounds f
    JOIN organizations r ON r.id = f.recipient_id AND r.is_approved AND r.deleted_at IS NULL
    LEFT JOIN organization_concept oc ON oc.organization_id = r.id
    LEFT JOIN concepts c ON c.id = oc.concept_id`;

function fundingConditions(filters: FundingFilters): SQL {
  const parts: SQL[] = [sql`f.deleted_at IS NULL`];
  if (filters.type) parts.push(sql`f.funding_type = ${filters.type}`);
  if (filters.from !== undefined) parts.push(sql`f.announcement_date >= make_date(${filters.from}::int, 1, 1)`);
  if (filters.to !== undefined) parts.push(sql`f.announcement_date < make_date(${filters.to}::int + 1, 1, 1)`);
  if (filters.concept) parts.push(sql`c.slug = ${filters.concept}`);
  if (filters.country) parts.push(sql`r.country_code = ${normalizeCountryCode(filters.country) ?? '??'}`);
  return sql.join(parts, sql` AND `);
}

type RoundRow = WithCountryCode<Static<typeof FundingRound>>;

/** Ids of the rounds matching the filters, newest first (the export's order). */
export async function fundingRoundIds(db: Db, filters: FundingFilters): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH ${ORGANIZATION_CONCEPT}
        SELECT f.id FROM ${ROUNDS_FROM} WHERE ${fundingConditions(filters)}
        ORDER BY f.announcement_date DESC, f.id DESC`,
  );
  return rows.map((row) => row.id);
}

/** The rounds with these ids, in the order of `ids`. */
export async function fundingRoundsByIds(db: Db, ids: readonly number[]): Promise<Static<typeof FundingRound>[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<RoundRow>(
    db,
    sql`WITH ${ORGANIZATION_CONCEPT}
        SELECT f.id, f.announcement_date::text AS announcement_date, f.round_name, f.funding_type::text AS funding_type,
          f.amount_usd::float8 AS amount_usd, f.amount::float8 AS amount, f.currency,
          f.announcement_date_precision AS date_precision, f.headline, f.announcement_url,
          ${organizationRefSql('r')} AS recipient_organization,
          (SELECT coalesce(json_agg(${organizationRefSql('s')} ORDER BY fs.position, s.id), '[]'::json)
             FROM funding_round_sources fs JOIN organizations s ON s.id = fs.organization_id
             WHERE fs.funding_round_id = f.id) AS source_organizations,
          CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('display_name', c.display_name, 'slug', c.slug) END AS concept,
          r.country, r.country_code,
          ${sourcesJson('funding_round_id', 'f.id')} AS sources
        FROM ${ROUNDS_FROM}
        WHERE f.id = ANY(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`,
  );
  const byId = new Map(
    rows.map((row) => [row.id, { ...withCountry(row), ...amountAnswerFields(row as Parameters<typeof amountAnswerFields>[0]) }]),
  );
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row as Static<typeof FundingRound>] : [];
  });
}

type SummaryRow = Omit<Static<typeof FundingSummary>, 'largest_rounds' | 'options' | 'by_country' | 'counting_rule'> & {
  by_country: { country_code: string | null; amount_usd: number; rounds: number }[];
  largest_ids: number[] | null;
  first_year: number | null;
  last_year: number | null;
  concepts: { display_name: string; slug: string }[];
  country_codes: string[] | null;
};

/** Every year from the first to the last one listed, missing years as zeros. */
function contiguousYears(years: Static<typeof FundingSummary>['by_year']): Static<typeof FundingSummary>['by_year'] {
  if (years.length === 0) return [];
  const byYear = new Map(years.map((entry) => [entry.year, entry]));
  const first = years[0]!.year;
  const last = years[years.length - 1]!.year;
  const result = [];
  for (let year = first; year <= last; year += 1) {
    result.push(byYear.get(year) ?? { year, investment_usd: 0, non_dilutive_usd: 0, rounds: 0 });
  }
  return result;
}

/** The total under FUNDING_RULE over every approved organization (the filters do not apply). */
async function countingRuleTotal(db: Db): Promise<Static<typeof FundingSummary>['counting_rule']> {
  const developerTags = `{${FUNDING_RULE.developer_tags.map((tag) => `"${tag}"`).join(',')}}`;
  const [row] = await queryRows<{ total_usd: number; rounds: number; rounds_without_usd: number; organizations: number }>(
    db,
    sql`SELECT coalesce(sum(f.amount_usd), 0)::float8 AS total_usd, count(*)::int AS rounds,
          (count(*) - count(f.amount_usd))::int AS rounds_without_usd,
          count(DISTINCT f.recipient_id) FILTER (WHERE f.amount_usd IS NOT NULL)::int AS organizations
        FROM funding_rounds f JOIN organizations r ON r.id = f.recipient_id AND r.is_approved AND r.deleted_at IS NULL
        WHERE f.deleted_at IS NULL AND r.kind = 'private-company' AND f.announcement_date <= ${FUNDING_RULE.announced_by}::date
          AND EXISTS (SELECT 1 FROM organization_tag_links l JOIN organization_tags t ON t.id = l.tag_id
                      WHERE l.organization_id = r.id AND t.name = ANY(${developerTags}::text[]))`,
  );
  return {
    text: FUNDING_RULE.text,
    announced_by: FUNDING_RULE.announced_by,
    ...row!,
    known_gaps: [...FUNDING_RULE.known_gaps],
    reference: { ...FUNDING_RULE.reference },
  };
}

/** The /funding overview in three statements (PGlite runs statements one at a time). */
export async function fundingSummary(db: Db, filters: FundingFilters): Promise<Static<typeof FundingSummary>> {
  const [row] = await queryRows<SummaryRow>(
    db,
    sql`WITH ${ORGANIZATION_CONCEPT},
        all_rounds AS (
          SELECT f.id, f.recipient_id, f.funding_type, f.amount_usd, f.announcement_date, r.country_code,
            c.id AS concept_id, c.slug AS concept_slug, c.display_name AS concept_name, ${fundingConditions(filters)} AS selected
          FROM ${ROUNDS_FROM} WHERE f.deleted_at IS NULL
        ),
        rounds AS (SELECT * FROM all_rounds WHERE selected)
        SELECT
          (SELECT json_build_object('amount_usd', coalesce(sum(amount_usd), 0)::float8, 'rounds', count(*)::int,
              'disclosed_rounds', count(amount_usd)::int, 'organizations', count(DISTINCT recipient_id)::int) FROM rounds) AS totals,
          (SELECT coalesce(json_agg(y ORDER BY y.year), '[]'::json) FROM (
              SELECT extract(year FROM announcement_date)::int AS year,
                coalesce(sum(amount_usd) FILTER (WHERE funding_type = 'investment'), 0)::float8 AS investment_usd,
                coalesce(sum(amount_usd) FILTER (WHERE funding_type = 'non-dilutive'), 0)::float8 AS non_dilutive_usd,
                count(*)::int AS rounds
              FROM rounds GROUP BY 1) y) AS by_year,
          (SELECT coalesce(json_agg(json_build_object('concept', CASE WHEN k.concept_slug IS NULL THEN NULL
                ELSE json_build_object('display_name', k.concept_name, 'slug', k.concept_slug) END,
                'amount_usd', k.amount_usd, 'rounds', k.rounds) ORDER BY k.amount_usd DESC, k.concept_name NULLS LAST), '[]'::json)
             FROM (SELECT concept_slug, concept_name, coalesce(sum(amount_usd), 0)::float8 AS amount_usd, count(*)::int AS rounds
                   FROM rounds GROUP BY concept_slug, concept_name) k) AS by_concept,
          (SELECT coalesce(json_agg(json_build_object('country_code', k.country_code, 'amount_usd', k.amount_usd, 'rounds', k.rounds)
                ORDER BY k.amount_usd DESC, k.country_code NULLS LAST), '[]'::json)
             FROM (SELECT country_code, coalesce(sum(amount_usd), 0)::float8 AS amount_usd, count(*)::int AS rounds
                   FROM rounds GROUP BY country_code) k) AS by_country,
          (SELECT json_agg(t.id ORDER BY t.amount_usd DESC, t.announcement_date DESC, t.id DESC) FROM (
              SELECT id, amount_usd, announcement_date FROM rounds WHERE amount_usd IS NOT NULL
              ORDER BY amount_usd DESC, announcement_date DESC, id DESC LIMIT ${LARGEST_ROUNDS}) t) AS largest_ids,
          (SELECT extract(year FROM min(announcement_date))::int FROM all_rounds) AS first_year,
          (SELECT extract(year FROM max(announcement_date))::int FROM all_rounds) AS last_year,
          (SELECT coalesce(json_agg(json_build_object('display_name', k.concept_name, 'slug', k.concept_slug)
                ORDER BY k.concept_name), '[]'::json)
             FROM (SELECT DISTINCT concept_slug, concept_name FROM all_rounds WHERE concept_slug IS NOT NULL) k) AS concepts,
          (SELECT array_agg(DISTINCT country_code) FROM all_rounds WHERE country_code IS NOT NULL) AS country_codes`,
  );
  const summary = row!;
  const countries = (summary.country_codes ?? [])
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return {
    totals: summary.totals,
    counting_rule: await countingRuleTotal(db),
    by_year: contiguousYears(summary.by_year),
    by_concept: summary.by_concept,
    by_country: summary.by_country.map((entry) => ({
      country_code: entry.country_code,
      country: entry.country_code ? countryName(entry.country_code) : null,
      amount_usd: entry.amount_usd,
      rounds: entry.rounds,
    })),
    largest_rounds: await fundingRoundsByIds(db, summary.largest_ids ?? []),
    options: { first_year: summary.first_year, last_year: summary.last_year, concepts: summary.concepts, countries },
  };
}
