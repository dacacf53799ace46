import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { queryRows } from '../../db/helpers';
import { withCountry } from '../../http/country-fields';
import type { Paging } from '../../http/paging';
import type { Static } from 'typebox';
import type { WithCountryCode } from '../../http/country-fields';
import { approvedOr } from '../organizations/queries';
import { organizationRefSql, organizationStatusSql } from '../organization-status';
import { articlesAboutJson } from '../articles/queries';
import { projectPerformancePoints } from '../progress/queries';
import { sourcesJson } from '../sources';
import type { ProjectDetail, ProjectListItem, ProjectProvider, Publication } from './schemas';

// project_status is an enum: it sorts in lifecycle order (Planned … Shut Down).
const ORDER_BY: Record<string, SQL> = {
  display_name: sql`lower(p.display_name) ASC, p.id ASC`,
  '-display_name': sql`lower(p.display_name) DESC, p.id DESC`,
  project_status: sql`p.project_status ASC NULLS LAST, lower(p.display_name) ASC, p.id ASC`,
  '-project_status': sql`p.project_status DESC NULLS LAST, lower(p.display_name) ASC, p.id ASC`,
};

const listColumns = sql`p.id, p.slug, p.display_name, p.is_approved, p.project_status,
  p.year_operations_started, p.year_operations_ended, p.country, p.country_code,
  p.latitude::float8 AS latitude, p.longitude::float8 AS longitude, p.major_radius_m::float8 AS major_radius_m,
  p.toroidal_field_t::float8 AS toroidal_field_t, p.plasma_current_ma::float8 AS plasma_current_ma,
  CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('display_name', c.display_name, 'slug', c.slug) END AS concept,
  (SELECT coalesce(json_agg(${organizationRefSql('o')} ORDER BY po.position, o.id), '[]'::json)
     FROM project_organizations po JOIN organizations o ON o.id = po.organization_id
     WHERE po.project_id = p.id AND o.is_approved) AS affiliated_organizations,
  (SELECT coalesce(json_agg(json_build_object('id', m.id, 'image_url', m.image_url) ORDER BY m.position, m.id), '[]'::json)
     FROM project_media m WHERE m.project_id = p.id) AS media`;

type Row = WithCountryCode<Static<typeof ProjectListItem>>;
type DetailRow = WithCountryCode<Omit<Static<typeof ProjectDetail>, 'providers' | 'publications' | 'performance_points'>>;

/** The facets of /projects (schemas.ts ProjectFilterQuery). */
export interface ProjectFilters {
  concept?: string;
  status?: string;
  country?: string;
  started_from?: number;
  started_to?: number;
}

/** A year range given upside down is the visitor's mistake: a clear 400, not an empty list. */
export function assertProjectFilters(filters: ProjectFilters) {
  if (filters.started_from !== undefined && filters.started_to !== undefined && filters.started_from > filters.started_to)
    throw new HttpError(400, "Invalid querystring: 'started_from' must not be after 'started_to'.");
}

/** `AND …` conditions on p (and its concept c) for the filters, all but `except` (a facet's own). */
export function projectFilterSql(filters: ProjectFilters, except?: 'status' | 'country'): SQL {
  const conditions: SQL[] = [];
  if (filters.concept) conditions.push(sql`AND c.slug = ${filters.concept}`);
  if (filters.status && except !== 'status') conditions.push(sql`AND p.project_status = ${filters.status}`);
  const country = filters.country?.trim();
  if (country && except !== 'country') {
    conditions.push(/^[a-z]{2}$/i.test(country) ? sql`AND p.country_code = ${country.toUpperCase()}` : sql`AND p.country = ${country}`);
  }
  if (filters.started_from !== undefined) conditions.push(sql`AND p.year_operations_started >= ${filters.started_from}`);
  if (filters.started_to !== undefined) conditions.push(sql`AND p.year_operations_started <= ${filters.started_to}`);
  return sql.join(conditions, sql` `);
}

/** The facet counts of /projects: per status and country, with every other filter kept (approved projects). */
export async function projectFacets(db: Db, filters: ProjectFilters) {
  const base = (except?: 'status' | 'country') =>
    sql`FROM projects p LEFT JOIN concepts c ON c.id = p.concept_id WHERE p.is_approved AND p.deleted_at IS NULL ${projectFilterSql(filters, except)}`;
  const [statuses, countries, [range]] = await Promise.all([
    queryRows<{ value: string; count: number }>(
      db,
      sql`SELECT p.project_status::text AS value, count(*)::int AS count ${base('status')} AND p.project_status IS NOT NULL
          GROUP BY p.project_status ORDER BY p.project_status`,
    ),
    queryRows<{ value: string; label: string; count: number }>(
      db,
      sql`SELECT p.country_code AS value, min(p.country) AS label, count(*)::int AS count ${base('country')} AND p.country_code IS NOT NULL
          GROUP BY p.country_code ORDER BY count(*) DESC, min(p.country)`,
    ),
    queryRows<{ total: number; min: number | null; max: number | null }>(
      db,
      sql`SELECT count(*)::int AS total, min(p.year_operations_started) AS min, max(p.year_operations_started) AS max ${base()}`,
    ),
  ]);
  return {
    total: range!.total,
    status: statuses.map((row) => ({ value: row.value, label: row.value, count: row.count })),
    country: countries.map((row) => ({ value: row.value, label: row.label ?? row.value, count: row.count })),
    year_operations_started: range!.min === null ? null : { min: range!.min, max: range!.max! },
  };
}

export interface ProjectListOptions extends ProjectFilters {
  sort?: string;
  page: Paging;
  /** Unapproved projects listed too: the visitor's own claimed ones ('PENDING APPROVAL', docs/product/api.md §4). */
  ownProjectIds?: number[];
}

/** The list statement (exported so a test can EXPLAIN it). */
export function projectListQuery(options: ProjectListOptions): SQL {
  return sql`SELECT ${listColumns} FROM projects p LEFT JOIN concepts c ON c.id = p.concept_id
        WHERE p.deleted_at IS NULL ${approvedOr('p', options.ownProjectIds ?? [])} ${projectFilterSql(options)}
        ORDER BY ${ORDER_BY[options.sort ?? 'display_name']}
        LIMIT ${options.page.limit} OFFSET ${options.page.offset}`;
}

export async function listProjects(db: Db, options: ProjectListOptions) {
  const rows = await queryRows<Row>(db, projectListQuery(options));
  return rows.map(withCountry);
}

/** Concepts with their number of approved projects (every concept, in name order). */
export function conceptTabs(db: Db) {
  return queryRows<{ display_name: string; slug: string; count: number }>(
    db,
    sql`SELECT c.display_name, c.slug, count(p.id)::int AS count
        FROM concepts c LEFT JOIN projects p ON p.concept_id = c.id AND p.is_approved AND p.deleted_at IS NULL
        GROUP BY c.id ORDER BY c.display_name, c.id`,
  );
}

/** A project page; unapproved projects too (is_approved false): the route decides who may see them. */
export async function projectDetail(db: Db, slug: string) {
  const [project] = await queryRows<DetailRow>(
    db,
    sql`SELECT ${listColumns}, p.description_html AS description, p.announcement_url, p.source_url,
          ${sourcesJson('project_id', 'p.id')} AS sources, ${articlesAboutJson('project_id', 'p.id')} AS articles,
          (SELECT json_build_object('name', sc.name) FROM supply_chain_categories sc WHERE sc.id = p.supply_chain_category_id)
            AS supply_chain_category
        FROM projects p LEFT JOIN concepts c ON c.id = p.concept_id
        WHERE p.slug = ${slug} AND p.deleted_at IS NULL`,
  );
  if (!project) return null;
  // Supplier links are written by the supplier, not by this project's people: shown once staff
  // approved them (security review L7).
  const providers = await queryRows<Static<typeof ProjectProvider>>(
    db,
    sql`SELECT json_build_object('is_approved', o.is_approved, 'slug', o.slug, 'display_name', o.display_name,
            'status', ${organizationStatusSql('o')}) AS supplier,
          (SELECT coalesce(json_agg(json_build_object('name', sc.name) ORDER BY sc.position, sc.id), '[]'::json)
             FROM project_provider_categories ppc JOIN supply_chain_sub_categories sc ON sc.id = ppc.sub_category_id
             WHERE ppc.provider_id = pp.id) AS product_categories,
          pp.description, pp.announcement_url
        FROM project_providers pp JOIN organizations o ON o.id = pp.supplier_id
        WHERE pp.project_id = ${project.id} AND o.is_approved AND o.deleted_at IS NULL AND pp.review_status = 'approved'
        ORDER BY o.display_name, pp.id`,
  );
  const publications = await queryRows<Static<typeof Publication>>(
    db,
    sql`SELECT id, title, publication_url, publication_type, authors FROM publications
        WHERE project_id = ${project.id} ORDER BY id`,
  );
  const performance_points = await projectPerformancePoints(db, project.id);
  return { ...withCountry(project), providers, publications, performance_points };
}
