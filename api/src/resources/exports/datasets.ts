// What each export contains: the rows (approved records only, the lists' order) and the columns.
// Rows are fetched as an ordered id list first, then in batches by id (src/resources/exports/csv.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { fundingRoundIds, fundingRoundsByIds } from '../funding/queries';
import type { FundingFilters, FundingRound } from '../funding/schemas';
import { NAME_ORDER, organizationFilterSql, type OrganizationFilters } from '../organizations/queries';
import { projectFilterSql, type ProjectFilters } from '../projects/queries';
import { sourcesJson } from '../sources';
import { affiliateSql } from '../stripe/benefits';
import type { Column } from './csv';
import { intArrayLiteral } from './csv';

interface SourceRef {
  url: string;
  title: string;
  verified_on: string | null;
}

const sourceUrls = (sources: readonly SourceRef[]) => sources.map((source) => source.url);
/** The day the record's first source was last checked (api/docs/data.md). */
const firstVerifiedOn = (sources: readonly SourceRef[]) => sources[0]?.verified_on ?? null;

const sourcesOf = (owner: 'organization_id' | 'project_id', alias: string) => sourcesJson(owner, `${alias}.id`);

/** null when the record is unpublished (no page to link). */
function pageUrl(origin: string, section: 'organizations' | 'projects', slug: string): string;
function pageUrl(origin: string, section: 'organizations' | 'projects', slug: string | null): string | null;
function pageUrl(origin: string, section: 'organizations' | 'projects', slug: string | null) {
  return slug === null ? null : `${origin}/${section}/${encodeURIComponent(slug)}`;
}

// ---------------------------------------------------------------- organizations

export interface OrganizationExportRow {
  id: number;
  slug: string;
  display_name: string;
  acronym_name: string | null;
  website_url: string | null;
  country: string | null;
  country_code: string | null;
  region: string | null;
  city: string | null;
  founding_year: number | null;
  tags: string[];
  is_affiliate: boolean;
  total_funding: number;
  total_projects: number;
  total_jobs: number;
  total_supply_chain_offerings: number;
  sources: SourceRef[];
}

// The list's orders (src/resources/organizations/queries.ts): names case-insensitively, ties by id.
const ORGANIZATION_ORDER: Record<string, SQL> = {
  display_name: sql`${NAME_ORDER} ASC, o.id ASC`,
  '-display_name': sql`${NAME_ORDER} DESC, o.id DESC`,
  country: sql`o.country ASC NULLS LAST, ${NAME_ORDER} ASC, o.id ASC`,
  '-country': sql`o.country DESC NULLS LAST, ${NAME_ORDER} ASC, o.id ASC`,
  total_funding: sql`o.total_funding ASC, ${NAME_ORDER} ASC, o.id ASC`,
  '-total_funding': sql`o.total_funding DESC NULLS LAST, ${NAME_ORDER} ASC, o.id ASC`,
};

export async function organizationIds(db: Db, options: OrganizationFilters & { sort?: string }): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT o.id FROM organizations o WHERE o.is_approved AND o.deleted_at IS NULL ${organizationFilterSql(options)}
        ORDER BY ${ORGANIZATION_ORDER[options.sort ?? 'display_name'] ?? ORGANIZATION_ORDER.display_name!}`,
  );
  return rows.map((row) => row.id);
}

export async function organizationRows(db: Db, ids: readonly number[]): Promise<OrganizationExportRow[]> {
  const rows = await queryRows<OrganizationExportRow>(
    db,
    sql`SELECT o.id, o.slug, o.display_name, o.acronym_name, o.website_url, o.country, o.country_code, o.region, o.city,
          o.founding_year, ${affiliateSql('o')} AS is_affiliate, o.total_funding::float8 AS total_funding, o.total_projects, o.total_jobs,
          o.total_supply_chain_offerings,
          (SELECT coalesce(array_agg(t.name ORDER BY t.position, t.id), '{}') FROM organization_tag_links l
             JOIN organization_tags t ON t.id = l.tag_id WHERE l.organization_id = o.id) AS tags,
          ${sourcesOf('organization_id', 'o')} AS sources
        FROM organizations o WHERE o.id = ANY(${intArrayLiteral(ids)}::int[])`,
  );
  return inIdOrder(ids, rows);
}

export function organizationColumns(origin: string): Column<OrganizationExportRow>[] {
  return [
    { key: 'name', header: 'Name', value: (o) => o.display_name },
    { key: 'acronym', header: 'Acronym', value: (o) => o.acronym_name },
    { key: 'page_url', header: 'Page', value: (o) => pageUrl(origin, 'organizations', o.slug) },
    { key: 'website', header: 'Website', value: (o) => o.website_url },
    { key: 'country', header: 'Country', value: (o) => o.country },
    { key: 'country_code', header: 'Country code', value: (o) => o.country_code },
    { key: 'region', header: 'Region', value: (o) => o.region },
    { key: 'city', header: 'City', value: (o) => o.city },
    { key: 'founding_year', header: 'Founded', value: (o) => o.founding_year },
    { key: 'tags', header: 'Tags', value: (o) => o.tags },
    { key: 'affiliate', header: 'Affiliate', value: (o) => o.is_affiliate },
    { key: 'total_funding_usd', header: 'Total funding (USD)', value: (o) => o.total_funding },
    { key: 'projects', header: 'Projects', value: (o) => o.total_projects },
    { key: 'jobs', header: 'Jobs', value: (o) => o.total_jobs },
    { key: 'supply_chain_offerings', header: 'Supply chain offerings', value: (o) => o.total_supply_chain_offerings },
    { key: 'sources', header: 'Sources', value: (o) => o.sources, csv: (o) => sourceUrls(o.sources) },
    { key: 'verified_on', header: 'Verified on', value: (o) => firstVerifiedOn(o.sources) },
  ];
}

// ---------------------------------------------------------------- projects

export interface ProjectExportRow {
  id: number;
  slug: string;
  display_name: string;
  concept: string | null;
  project_status: string | null;
  country: string | null;
  year_operations_started: number | null;
  year_operations_ended: number | null;
  organizations: string[];
  announcement_url: string | null;
  sources: SourceRef[];
}

// The list's orders (src/resources/projects/queries.ts); the status enum sorts in lifecycle order.
const PROJECT_ORDER: Record<string, SQL> = {
  display_name: sql`lower(p.display_name) ASC, p.id ASC`,
  '-display_name': sql`lower(p.display_name) DESC, p.id DESC`,
  project_status: sql`p.project_status ASC NULLS LAST, lower(p.display_name) ASC, p.id ASC`,
  '-project_status': sql`p.project_status DESC NULLS LAST, lower(p.display_name) ASC, p.id ASC`,
};

export async function projectIds(db: Db, options: ProjectFilters & { sort?: string }): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM projects p LEFT JOIN concepts c ON c.id = p.concept_id WHERE p.is_approved AND p.deleted_at IS NULL ${projectFilterSql(options)}
        ORDER BY ${PROJECT_ORDER[options.sort ?? 'display_name'] ?? PROJECT_ORDER.display_name!}`,
  );
  return rows.map((row) => row.id);
}

export async function projectRows(db: Db, ids: readonly number[]): Promise<ProjectExportRow[]> {
  const rows = await queryRows<ProjectExportRow>(
    db,
    sql`SELECT p.id, p.slug, p.display_name, c.display_name AS concept, p.project_status::text AS project_status, p.country,
          p.year_operations_started, p.year_operations_ended, p.announcement_url,
          (SELECT coalesce(array_agg(o.display_name ORDER BY po.position, o.id), '{}') FROM project_organizations po
             JOIN organizations o ON o.id = po.organization_id WHERE po.project_id = p.id AND o.is_approved AND o.deleted_at IS NULL) AS organizations,
          ${sourcesOf('project_id', 'p')} AS sources
        FROM projects p LEFT JOIN concepts c ON c.id = p.concept_id WHERE p.id = ANY(${intArrayLiteral(ids)}::int[])`,
  );
  return inIdOrder(ids, rows);
}

export function projectColumns(origin: string): Column<ProjectExportRow>[] {
  return [
    { key: 'name', header: 'Name', value: (p) => p.display_name },
    { key: 'page_url', header: 'Page', value: (p) => pageUrl(origin, 'projects', p.slug) },
    { key: 'concept', header: 'Concept', value: (p) => p.concept },
    { key: 'status', header: 'Status', value: (p) => p.project_status },
    { key: 'country', header: 'Country', value: (p) => p.country },
    { key: 'operations_started', header: 'Operations started', value: (p) => p.year_operations_started },
    { key: 'operations_ended', header: 'Operations ended', value: (p) => p.year_operations_ended },
    { key: 'organizations', header: 'Organizations', value: (p) => p.organizations },
    { key: 'announcement_url', header: 'Announcement', value: (p) => p.announcement_url },
    { key: 'sources', header: 'Sources', value: (p) => p.sources, csv: (p) => sourceUrls(p.sources) },
    { key: 'verified_on', header: 'Verified on', value: (p) => firstVerifiedOn(p.sources) },
  ];
}

// ---------------------------------------------------------------- funding rounds

export type FundingExportRow = Static<typeof FundingRound>;

export const fundingIds = (db: Db, filters: FundingFilters) => fundingRoundIds(db, filters);
export const fundingRows = (db: Db, ids: readonly number[]) => fundingRoundsByIds(db, ids);

export function fundingColumns(origin: string): Column<FundingExportRow>[] {
  return [
    { key: 'date', header: 'Date', value: (f) => f.announcement_date },
    { key: 'recipient', header: 'Recipient', value: (f) => f.recipient_organization.display_name },
    { key: 'recipient_page_url', header: 'Recipient page', value: (f) => pageUrl(origin, 'organizations', f.recipient_organization.slug) },
    { key: 'country', header: 'Country', value: (f) => f.country },
    { key: 'concept', header: 'Concept', value: (f) => f.concept?.display_name ?? null },
    { key: 'round', header: 'Round', value: (f) => f.round_name },
    { key: 'type', header: 'Type', value: (f) => f.funding_type },
    { key: 'amount_usd', header: 'Amount (USD)', value: (f) => f.amount_usd },
    { key: 'funders', header: 'Funders', value: (f) => f.source_organizations.map((funder) => funder.display_name) },
    { key: 'headline', header: 'Headline', value: (f) => f.headline },
    { key: 'announcement_url', header: 'Announcement', value: (f) => f.announcement_url },
    { key: 'sources', header: 'Sources', value: (f) => f.sources, csv: (f) => sourceUrls(f.sources) },
    { key: 'verified_on', header: 'Verified on', value: (f) => firstVerifiedOn(f.sources) },
  ];
}

function inIdOrder<Row extends { id: number }>(ids: readonly number[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
