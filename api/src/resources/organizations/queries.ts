import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { queryRows } from '../../db/helpers';
import { withCountry } from '../../http/country-fields';
import type { Paging } from '../../http/paging';
import { ORGANIZATION_TABS } from '../../seed/catalogue';
import type { Static } from 'typebox';
import type { WithCountryCode } from '../../http/country-fields';
import type { FundingEntry } from '../shared-schemas';
import { amountAnswerFields } from '../../db/money';
import { organizationRefSql, organizationStatusSql, organizationTagGroupSql } from '../organization-status';
import { articlesAboutJson } from '../articles/queries';
import { sourcesJson } from '../sources';
import { affiliateSql } from '../stripe/benefits';
import type {
  OrganizationDetail,
  OrganizationListItem,
  OrganizationMinimal,
  OrganizationProject,
  ProjectSupplied,
  SupplyChainOffering,
} from './schemas';

type ListRow = WithCountryCode<Static<typeof OrganizationListItem>> | WithCountryCode<Static<typeof OrganizationMinimal>>;
type DetailRow = WithCountryCode<
  Omit<
    Static<typeof OrganizationDetail>,
    | 'founders'
    | 'leadership'
    | 'projects'
    | 'projects_supplied'
    | 'supply_chain'
    | 'total_funding_received_investment'
    | 'total_funding_received_nondilutive'
    | 'total_funding_undisclosed'
    | `funding_${string}`
  >
>;

type SortKey = 'display_name' | 'country' | 'total_funding';

/**
 * An organization's name as lists order it: case-insensitive and by Unicode rules, not bytes
 * ('University of São Paulo' before 'University of Seville'). The same expression as the indexes.
 */
export const NAME_ORDER = sql`lower(o.display_name) COLLATE "und-x-icu"`;

// Ties broken by id so pages are stable; each order has a matching index (the planner sorts its
// equal keys incrementally). Priority listing (issue 14): among equal sort keys, affiliates first.
const orderBy = (sort: string, affiliate: SQL): SQL =>
  ({
    display_name: sql`${NAME_ORDER} ASC, ${affiliate} DESC, o.id ASC`,
    '-display_name': sql`${NAME_ORDER} DESC, ${affiliate} DESC, o.id DESC`,
    country: sql`o.country ASC NULLS LAST, ${affiliate} DESC, ${NAME_ORDER} ASC, o.id ASC`,
    '-country': sql`o.country DESC NULLS LAST, ${affiliate} DESC, ${NAME_ORDER} ASC, o.id ASC`,
    total_funding: sql`o.total_funding ASC, ${affiliate} DESC, ${NAME_ORDER} ASC, o.id ASC`,
    '-total_funding': sql`o.total_funding DESC NULLS LAST, ${affiliate} DESC, ${NAME_ORDER} ASC, o.id ASC`,
  })[sort]!;

/** Tag names of an organization, in catalogue order, as [{ name }]. */
const tagsJson = sql`(SELECT coalesce(json_agg(json_build_object('name', t.name) ORDER BY t.position, t.id), '[]'::json)
  FROM organization_tag_links l JOIN organization_tags t ON t.id = l.tag_id WHERE l.organization_id = o.id)`;

const tagGroupSql = organizationTagGroupSql('o');

const currentStatusJson = organizationStatusSql('o');

function tabFilter(tab: string | undefined): SQL {
  if (!tab || tab === 'all') return sql``;
  return sql`AND o.id IN (SELECT l.organization_id FROM organization_tag_links l
    JOIN organization_tags t ON t.id = l.tag_id WHERE t.tab_slug = ${tab})`;
}

/** The facets of /organizations (schemas.ts OrganizationFilterQuery). */
export interface OrganizationFilters {
  tag?: string;
  q?: string;
  country?: string;
  kind?: string;
  status?: string;
  funding_min?: number;
  funding_max?: number;
  founded_from?: number;
  founded_to?: number;
}

/** A range given upside down is the visitor's mistake: a clear 400, not an empty list. */
export function assertOrganizationFilters(filters: OrganizationFilters) {
  if (filters.funding_min !== undefined && filters.funding_max !== undefined && filters.funding_min > filters.funding_max)
    throw new HttpError(400, "Invalid querystring: 'funding_min' must not exceed 'funding_max'.");
  if (filters.founded_from !== undefined && filters.founded_to !== undefined && filters.founded_from > filters.founded_to)
    throw new HttpError(400, "Invalid querystring: 'founded_from' must not be after 'founded_to'.");
}

type FacetName = 'country' | 'kind' | 'status';

/** The current status of o (its latest event), as text; null when none is recorded. */
const currentStatusSql = sql`(SELECT e.status FROM organization_status_events e
  WHERE e.organization_id = o.id AND e.deleted_at IS NULL ORDER BY e.date DESC, e.id DESC LIMIT 1)`;

/** LIKE pattern for a substring, its wildcards escaped. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `AND …` conditions on o for the filters, all but `except` (a facet's counts keep every other filter).
 * The name filter uses the trigram index (organizations_name_trgm_idx), country and funding theirs.
 */
export function organizationFilterSql(filters: OrganizationFilters, except?: FacetName): SQL {
  const conditions: SQL[] = [tabFilter(filters.tag)];
  const q = filters.q?.trim();
  if (q) {
    const pattern = containing(q);
    conditions.push(sql`AND (lower(o.display_name) LIKE ${pattern} OR lower(coalesce(o.acronym_name, '')) LIKE ${pattern})`);
  }
  const country = filters.country?.trim();
  if (country && except !== 'country') {
    conditions.push(/^[a-z]{2}$/i.test(country) ? sql`AND o.country_code = ${country.toUpperCase()}` : sql`AND o.country = ${country}`);
  }
  if (filters.kind && except !== 'kind') conditions.push(sql`AND o.kind = ${filters.kind}`);
  if (filters.status && except !== 'status') {
    conditions.push(filters.status === 'none' ? sql`AND ${currentStatusSql} IS NULL` : sql`AND ${currentStatusSql} = ${filters.status}`);
  }
  if (filters.funding_min !== undefined) conditions.push(sql`AND o.total_funding >= ${filters.funding_min}`);
  if (filters.funding_max !== undefined) conditions.push(sql`AND o.total_funding <= ${filters.funding_max}`);
  if (filters.founded_from !== undefined) conditions.push(sql`AND o.founding_year >= ${filters.founded_from}`);
  if (filters.founded_to !== undefined) conditions.push(sql`AND o.founding_year <= ${filters.founded_to}`);
  return sql.join(conditions, sql` `);
}

const KIND_LABELS: Record<string, string> = {
  'private-company': 'Private company',
  'corporate-program': 'Corporate program',
  'state-program': 'State program',
  university: 'University',
  laboratory: 'Laboratory',
  investor: 'Investor',
  nonprofit: 'Nonprofit',
};

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  acquired: 'Acquired',
  merged: 'Merged',
  defunct: 'Defunct',
  public: 'Public',
  none: 'Not recorded',
};

/**
 * The facet counts of /organizations: for each facet, how many organizations each value would
 * list with every other filter kept (so a chosen country still shows the others' counts).
 */
export async function organizationFacets(db: Db, filters: OrganizationFilters) {
  const base = (except?: FacetName) =>
    sql`FROM organizations o WHERE o.is_approved AND o.deleted_at IS NULL ${organizationFilterSql(filters, except)}`;
  const grouped = (column: SQL, except: FacetName) =>
    queryRows<{ value: string | null; label: string | null; count: number }>(
      db,
      sql`SELECT value, min(label) AS label, count(*)::int AS count
          FROM (SELECT ${column} ${base(except)}) AS facet ${except === 'status' ? sql`` : sql`WHERE value IS NOT NULL`}
          GROUP BY value ORDER BY count(*) DESC, min(label) ASC`,
    );
  const [countries, kinds, statuses, [range]] = await Promise.all([
    grouped(sql`o.country_code AS value, o.country AS label`, 'country'),
    grouped(sql`o.kind AS value, NULL AS label`, 'kind'),
    grouped(sql`${currentStatusSql} AS value, NULL AS label`, 'status'),
    queryRows<{ total: number; year_min: number | null; year_max: number | null; funding_max: number | null }>(
      db,
      sql`SELECT count(*)::int AS total, min(o.founding_year) AS year_min, max(o.founding_year) AS year_max,
            max(o.total_funding)::float8 AS funding_max ${base()}`,
    ),
  ]);
  return {
    total: range!.total,
    country: countries.map((row) => ({ value: row.value!, label: row.label ?? row.value!, count: row.count })),
    kind: kinds.map((row) => ({ value: row.value!, label: KIND_LABELS[row.value!] ?? row.value!, count: row.count })),
    status: statuses.map((row) => ({ value: row.value ?? 'none', label: STATUS_LABELS[row.value ?? 'none']!, count: row.count })),
    founding_year: range!.year_min === null ? null : { min: range!.year_min, max: range!.year_max! },
    total_funding: { max: range!.funding_max ?? 0 },
  };
}

export interface OrganizationListOptions {
  filters?: OrganizationFilters;
  sort?: `${'' | '-'}${SortKey}`;
  minimal: boolean;
  page: Paging;
}

/** The list statement (exported so a test can EXPLAIN it). */
export function organizationListQuery(options: OrganizationListOptions): SQL {
  // Benefits at read time: the paid period decides (src/resources/stripe/benefits.ts).
  const affiliate = affiliateSql('o');
  const details = options.minimal
    ? sql``
    : sql`, o.city, o.region, o.founding_year,
         CASE WHEN ${affiliate} AND o.self_description IS NOT NULL THEN o.self_description ELSE o.description END AS description,
         ${tagsJson} AS organization_tags, o.is_approved, o.total_projects, o.total_jobs,
         (EXISTS (SELECT 1 FROM funding_rounds f WHERE f.recipient_id = o.id AND f.deleted_at IS NULL)
           AND NOT EXISTS (SELECT 1 FROM funding_rounds f WHERE f.recipient_id = o.id AND f.deleted_at IS NULL AND f.amount_usd IS NOT NULL))
           AS total_funding_undisclosed`;
  return sql`SELECT o.id, o.slug, o.display_name, o.acronym_name, o.logo, ${affiliate} AS is_affiliate, o.country, o.country_code,
          o.total_funding::float8 AS total_funding, o.kind, ${currentStatusJson} AS status, ${tagGroupSql} AS tag_group ${details}
        FROM organizations o
        WHERE o.is_approved AND o.deleted_at IS NULL ${organizationFilterSql(options.filters ?? {})}
        ORDER BY ${orderBy(options.sort ?? 'display_name', affiliate)}
        LIMIT ${options.page.limit} OFFSET ${options.page.offset}`;
}

export async function listOrganizations(db: Db, options: OrganizationListOptions) {
  const rows = await queryRows<ListRow>(db, organizationListQuery(options));
  return rows.map(withCountry);
}

export async function organizationTabs(db: Db) {
  const rows = await queryRows<{ tab_slug: string | null; count: number }>(
    db,
    sql`SELECT t.tab_slug, count(DISTINCT o.id)::int AS count
        FROM organizations o
        JOIN organization_tag_links l ON l.organization_id = o.id
        JOIN organization_tags t ON t.id = l.tag_id
        WHERE o.is_approved AND o.deleted_at IS NULL AND t.tab_slug IS NOT NULL GROUP BY t.tab_slug`,
  );
  const [all] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM organizations WHERE is_approved AND deleted_at IS NULL`,
  );
  const counts = new Map(rows.map((row) => [row.tab_slug, row.count]));
  return [
    { tag: 'All', encoded_url: 'all', count: all!.count },
    ...ORGANIZATION_TABS.map((tab) => ({ tag: tab.label, encoded_url: tab.slug, count: counts.get(tab.slug) ?? 0 })),
  ];
}

export type FundingEntryRow = Static<typeof FundingEntry> & { funding_type: 'investment' | 'non-dilutive' };
type AmountRow = Parameters<typeof amountAnswerFields>[0];

/** A JSON array of the funding entries (newest first) matching a condition on f (funding_rounds). */
function fundingEntriesJson(condition: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
        'id', f.id, 'funding_type', f.funding_type, 'announcement_date', f.announcement_date::text,
        'round_name', f.round_name, 'amount_usd', f.amount_usd::float8, 'headline', f.headline,
        'amount', f.amount::float8, 'currency', f.currency, 'date_precision', f.announcement_date_precision,
        'announcement_url', f.announcement_url,
        'source_organizations', (SELECT coalesce(json_agg(${organizationRefSql('s')} ORDER BY fs.position, s.id), '[]'::json)
           FROM funding_round_sources fs JOIN organizations s ON s.id = fs.organization_id
           WHERE fs.funding_round_id = f.id),
        'recipient_organization', ${organizationRefSql('r')},
        'sources', ${sourcesJson('funding_round_id', 'f.id')}
      ) ORDER BY f.announcement_date DESC, f.id DESC), '[]'::json)
    FROM funding_rounds f JOIN organizations r ON r.id = f.recipient_id
    WHERE f.deleted_at IS NULL AND ${condition})`;
}

type PersonRow = { id: number; role: 'founder' | 'leader'; name: string; title: string | null };

/** SQL `AND (p.is_approved OR p.id IN (…))`: approved projects, plus these (a claimer's own unapproved ones). */
export function approvedOr(alias: string, ids: number[]): SQL {
  const column = sql.raw(`${alias}.is_approved`);
  if (ids.length === 0) return sql`AND ${column}`;
  return sql`AND (${column} OR ${sql.raw(`${alias}.id`)} IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

/**
 * One organization page in one statement (one round trip, which matters most on PGlite
 * where statements run one after another): the lists come back as JSON arrays.
 *
 * Unapproved organizations are returned too (is_approved false): the route decides who may
 * see them (api/docs/contributions.md). Its `projects` are the approved ones plus
 * `ownProjectIds` (the visitor's claimed projects still under review, shown 'PENDING APPROVAL').
 */
export async function organizationDetail(db: Db, slug: string, ownProjectIds: number[] = []) {
  const [organization] = await queryRows<
    DetailRow & {
      people: PersonRow[];
      projects: Static<typeof OrganizationProject>[];
      projects_supplied: Static<typeof ProjectSupplied>[];
      supply_chain: Static<typeof SupplyChainOffering>[];
      funding_received: FundingEntryRow[];
      funding_provided: FundingEntryRow[];
    }
  >(
    db,
    sql`SELECT o.id, o.slug, o.display_name, o.acronym_name, o.logo, o.description,
          CASE WHEN ${affiliateSql('o')} THEN o.self_description END AS self_description,
          CASE WHEN ${affiliateSql('o')} THEN o.contact_email END AS contact_email,
          o.website_url, o.jobs_url, o.founding_year, o.city, o.region, o.country, o.country_code,
          ${tagsJson} AS organization_tags, ${tagGroupSql} AS tag_group, ${affiliateSql('o')} AS is_affiliate, o.is_approved, o.total_funding::float8 AS total_funding,
          o.total_projects, o.total_jobs, o.total_supply_chain_offerings, o.source_url, o.kind, ${currentStatusJson} AS status,
          CASE WHEN o.job_board_kind IS NULL THEN NULL
            ELSE json_build_object('kind', o.job_board_kind, 'id', o.job_board_id) END AS job_board,
          ${sourcesJson('organization_id', 'o.id')} AS sources, ${articlesAboutJson('organization_id', 'o.id')} AS articles,
          (SELECT coalesce(json_agg(json_build_object('id', pe.id, 'role', pe.role, 'name', pe.name, 'title', pe.title)
              ORDER BY pe.role, pe.position, pe.id), '[]'::json)
             FROM organization_people pe WHERE pe.organization_id = o.id) AS people,
          (SELECT coalesce(json_agg(json_build_object('id', p.id, 'slug', p.slug, 'display_name', p.display_name,
              'project_status', p.project_status, 'is_approved', p.is_approved,
              'concept', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('display_name', c.display_name, 'slug', c.slug) END)
              ORDER BY p.display_name, p.id), '[]'::json)
             FROM project_organizations po JOIN projects p ON p.id = po.project_id LEFT JOIN concepts c ON c.id = p.concept_id
             WHERE po.organization_id = o.id AND p.deleted_at IS NULL ${approvedOr('p', ownProjectIds)}) AS projects,
          (SELECT coalesce(json_agg(json_build_object('id', p.id, 'slug', p.slug, 'display_name', p.display_name,
              'description', pp.description, 'announcement_url', pp.announcement_url,
              'supply_chain_category', (SELECT CASE WHEN count(*) = 0 THEN NULL
                  ELSE json_build_object('name', string_agg(sc.name, ', ' ORDER BY sc.position, sc.id)) END
                 FROM project_provider_categories ppc JOIN supply_chain_sub_categories sc ON sc.id = ppc.sub_category_id
                 WHERE ppc.provider_id = pp.id))
              ORDER BY p.display_name, pp.id), '[]'::json)
             FROM project_providers pp JOIN projects p ON p.id = pp.project_id
             WHERE pp.supplier_id = o.id AND p.is_approved AND p.deleted_at IS NULL) AS projects_supplied,
          (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', sc.name, 'slug', sc.slug,
              'supply_chain_link', '/supply-chain#' || c.slug, 'offering_link', s.offering_url)
              ORDER BY c.position, sc.position, s.id), '[]'::json)
             FROM supply_chain_offerings s
             JOIN supply_chain_sub_categories sc ON sc.id = s.sub_category_id
             JOIN supply_chain_categories c ON c.id = sc.category_id
             WHERE s.organization_id = o.id) AS supply_chain,
          ${fundingEntriesJson(sql`f.recipient_id = o.id`)} AS funding_received,
          ${fundingEntriesJson(sql`f.id IN (SELECT funding_round_id FROM funding_round_sources WHERE organization_id = o.id)`)}
            AS funding_provided
        FROM organizations o WHERE o.slug = ${slug} AND o.deleted_at IS NULL`,
  );
  if (!organization) return null;
  const {
    people,
    projects,
    projects_supplied: projectsSupplied,
    supply_chain: supplyChain,
    funding_received: received,
    funding_provided: provided,
    ...fields
  } = organization;

  const byType = (entries: FundingEntryRow[], type: FundingEntryRow['funding_type']) =>
    entries
      .filter((entry) => entry.funding_type === type)
      .map(({ funding_type: _type, ...entry }) => ({ ...entry, ...amountAnswerFields(entry as AmountRow) }));
  const sum = (entries: { amount_usd: number | null }[]) => entries.reduce((total, entry) => total + (entry.amount_usd ?? 0), 0);
  const receivedInvestment = byType(received, 'investment');
  const receivedNonDilutive = byType(received, 'non-dilutive');

  return {
    ...withCountry(fields),
    founders: people.filter((p) => p.role === 'founder').map(({ id, name }) => ({ id, name })),
    leadership: people.filter((p) => p.role === 'leader').map(({ id, name, title }) => ({ id, name, title })),
    projects,
    projects_supplied: projectsSupplied,
    supply_chain: supplyChain,
    total_funding_received_investment: sum(receivedInvestment),
    total_funding_received_nondilutive: sum(receivedNonDilutive),
    // Rounds received but no USD figure among them: the total is unknown, not $0 (issue 23 §1).
    total_funding_undisclosed: received.length > 0 && received.every((entry) => entry.amount_usd == null),
    funding_received_investment: receivedInvestment,
    funding_received_nondilutive: receivedNonDilutive,
    funding_provided_investment: byType(provided, 'investment'),
    funding_provided_nondilutive: byType(provided, 'non-dilutive'),
  };
}
