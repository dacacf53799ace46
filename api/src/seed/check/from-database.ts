// `npm run data:check -w api -- --db`: the records of a live database in the shapes of the seed
// files (seed/data/types.ts), so the same checks (data-check.ts) run on what the site serves
// after staff and contributors edited it. Only what is public is read: records not deleted, and
// organizations and projects approved. Read only: nothing is written.
import { sql } from 'drizzle-orm';
import type { SeedPerformancePoint } from '../data/lawson/points';
import type { SeedMilestone } from '../data/milestones';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import type {
  OrganizationTagName,
  SeedArticle,
  SeedConcept,
  SeedFunding,
  SeedJob,
  SeedOrganization,
  SeedProgram,
  SeedProject,
  SeedProjectStatus,
  SeedSource,
  SeedSupplyChainCategory,
} from '../data/types';
import type { CheckedData } from './data-check';

/** The live sources of owner row t (by its column in record_sources), as seed sources. */
const sourcesOf = (ownerColumn: string, alias: string) =>
  sql.raw(`(SELECT coalesce(json_agg(json_build_object('url', rs.url, 'title', rs.title, 'verified_on', rs.verified_on::text,
      'checked', rs.checked, 'published_on', rs.published_on::text, 'fact', rs.fact) ORDER BY rs.position, rs.id), '[]'::json)
    FROM record_sources rs WHERE rs.${ownerColumn} = ${alias}.id AND rs.deleted_at IS NULL)`);

/** A seed source drops what the database leaves empty (fact: null = the whole record). */
function seedSources(sources: (SeedSource & { fact: SeedSource['fact'] | null })[]): SeedSource[] {
  return sources.map(({ fact, ...source }) => (fact ? { ...source, fact } : source));
}

const PUBLIC_ORGANIZATION = 'o.deleted_at IS NULL AND o.is_approved';

export async function loadDataFromDatabase(db: Db): Promise<CheckedData> {
  const organizations = await queryRows<SeedOrganization & { sources: Parameters<typeof seedSources>[0] }>(
    db,
    sql`SELECT o.slug, o.display_name, o.acronym_name, coalesce(o.description, '') AS description, o.website_url, o.jobs_url,
          o.founding_year, o.city, o.region, o.country_code, o.kind::text AS kind, o.contact_email,
          (SELECT coalesce(json_agg(tag.name ORDER BY tag.position, tag.name), '[]'::json)
             FROM organization_tag_links l JOIN organization_tags tag ON tag.id = l.tag_id WHERE l.organization_id = o.id) AS tags,
          ${sourcesOf('organization_id', 'o')} AS sources
        FROM organizations o WHERE ${sql.raw(PUBLIC_ORGANIZATION)} ORDER BY o.id`,
  );

  const concepts = await queryRows<SeedConcept>(
    db,
    sql`SELECT slug, display_name, coalesce(description, '') AS description FROM concepts ORDER BY id`,
  );

  const projects = await queryRows<SeedProject & { sources: Parameters<typeof seedSources>[0] }>(
    db,
    sql`SELECT p.slug, p.display_name, coalesce(p.description_html, '') AS description_html, coalesce(c.slug, '') AS concept_slug,
          p.project_status::text AS project_status, p.year_operations_started, p.year_operations_ended, p.country_code,
          p.announcement_url,
          (SELECT coalesce(json_agg(o.slug ORDER BY po.position, o.id), '[]'::json)
             FROM project_organizations po JOIN organizations o ON o.id = po.organization_id WHERE po.project_id = p.id) AS organization_slugs,
          (SELECT coalesce(json_agg(json_build_object('supplier_slug', s.slug, 'description', pp.description,
                    'announcement_url', pp.announcement_url,
                    'product_categories', (SELECT coalesce(json_agg(sub.name ORDER BY sub.name), '[]'::json)
                       FROM project_provider_categories ppc JOIN supply_chain_sub_categories sub ON sub.id = ppc.sub_category_id
                       WHERE ppc.provider_id = pp.id)) ORDER BY pp.id), '[]'::json)
             FROM project_providers pp JOIN organizations s ON s.id = pp.supplier_id
             WHERE pp.project_id = p.id AND pp.review_status <> 'rejected') AS providers,
          ${sourcesOf('project_id', 'p')} AS sources
        FROM projects p LEFT JOIN concepts c ON c.id = p.concept_id
        WHERE p.deleted_at IS NULL AND p.is_approved ORDER BY p.id`,
  );

  const supplyChain = await queryRows<SeedSupplyChainCategory>(
    db,
    sql`SELECT c.name, c.slug,
          (SELECT coalesce(json_agg(json_build_object('name', sub.name, 'slug', sub.slug,
                    'offerings', (SELECT coalesce(json_agg(json_build_object('organization_slug', o.slug,
                                    'offering_url', so.offering_url, 'source_url', so.source_url) ORDER BY so.id), '[]'::json)
                                  FROM supply_chain_offerings so JOIN organizations o ON o.id = so.organization_id
                                  WHERE so.sub_category_id = sub.id)) ORDER BY sub.position, sub.id), '[]'::json)
             FROM supply_chain_sub_categories sub WHERE sub.category_id = c.id) AS sub_categories
        FROM supply_chain_categories c ORDER BY c.position, c.id`,
  );

  const programs = await queryRows<SeedProgram & { sources: Parameters<typeof seedSources>[0] }>(
    db,
    sql`SELECT p.slug, p.name, coalesce(f.slug, '') AS funder_slug, p.country_code, coalesce(p.description, '') AS description,
          p.total_usd::float8 AS total_usd, p.total_note, coalesce(p.announced_on::text, '') AS announced_on,
          ${sourcesOf('program_id', 'p')} AS sources
        FROM programs p LEFT JOIN organizations f ON f.id = p.funder_id WHERE p.deleted_at IS NULL ORDER BY p.id`,
  );

  // The database keeps no is_announced_plan: a round dated after today is reported.
  const funding = await queryRows<SeedFunding & { sources: Parameters<typeof seedSources>[0]; program_slug: string | null }>(
    db,
    sql`SELECT r.slug AS recipient_slug,
          (SELECT coalesce(json_agg(o.slug ORDER BY frs.position, o.id), '[]'::json)
             FROM funding_round_sources frs JOIN organizations o ON o.id = frs.organization_id WHERE frs.funding_round_id = f.id) AS source_slugs,
          f.funding_type::text AS funding_type, f.round_name, f.amount_usd::float8 AS amount_usd, f.amount::float8 AS amount, f.currency,
          f.announcement_date::text AS announcement_date, f.headline, coalesce(f.announcement_url, f.source_url, '') AS announcement_url,
          p.slug AS program_slug, ${sourcesOf('funding_round_id', 'f')} AS sources
        FROM funding_rounds f JOIN organizations r ON r.id = f.recipient_id LEFT JOIN programs p ON p.id = f.program_id
        WHERE f.deleted_at IS NULL ORDER BY f.announcement_date, f.id`,
  );

  // A synced posting was seen open at its last sync (last_seen); one entered by hand on the day it
  // was added. Closed postings are not public: not checked.
  const jobs = await queryRows<SeedJob>(
    db,
    sql`SELECT o.slug AS organization_slug, j.title, j.locations, j.job_type, j.job_mode, j.salary, j.website_url,
          coalesce(j.source_url, '') AS source_url, j.is_sample, to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created_at,
          CASE WHEN j.is_sample THEN NULL ELSE to_char(coalesce(j.last_seen, j.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') END AS verified_on,
          (SELECT coalesce(json_agg(tag.name ORDER BY l.position), '[]'::json)
             FROM job_tag_links l JOIN job_tags tag ON tag.id = l.tag_id WHERE l.job_id = j.id) AS tags
        FROM jobs j JOIN organizations o ON o.id = j.organization_id WHERE j.deleted_at IS NULL AND j.closed_at IS NULL ORDER BY j.id`,
  );

  const articles = await queryRows<SeedArticle>(
    db,
    sql`SELECT slug, status::text AS status, title, date::text AS date, author, summary, body_html, preview_media
        FROM articles WHERE deleted_at IS NULL ORDER BY id`,
  );

  // The Lawson chart's published points, in the seed's shape (issue 26): a date known to the year reads back as 'YYYY'.
  const performancePoints = await queryRows<SeedPerformancePoint>(
    db,
    sql`SELECT pp.dataset_row_id, pp.dataset_machine_slug, pp.dataset_concept, pp.machine_name,
          p.slug AS project_slug, c.slug AS concept_slug, pp.shot,
          CASE pp.date_precision WHEN 'year' THEN to_char(pp.date, 'YYYY') WHEN 'month' THEN to_char(pp.date, 'YYYY-MM')
            ELSE to_char(pp.date, 'YYYY-MM-DD') END AS date,
          pp.kind::text AS kind,
          json_build_object('t_i_max', pp.t_i_max_kev, 't_i_avg', pp.t_i_avg_kev, 't_e_max', pp.t_e_max_kev, 't_e_avg', pp.t_e_avg_kev,
            'n_i_max', pp.n_i_max_m3, 'n_i_avg', pp.n_i_avg_m3, 'n_e_max', pp.n_e_max_m3, 'n_e_avg', pp.n_e_avg_m3, 'z_eff', pp.z_eff,
            'tau_e_star', pp.tau_e_star_s, 'tau_e', pp.tau_e_s, 'rho_r_tot', pp.rho_r_g_cm2, 'yoc', pp.yield_over_clean,
            'p_stag', pp.p_stag_gbar, 'tau_stag', pp.tau_stag_s, 'e_ext', pp.e_ext_j, 'e_f', pp.e_f_j, 'p_ext', pp.p_ext_w, 'p_f', pp.p_f_w
          ) AS quantities,
          pp.ion_temperature_kev, pp.triple_product, pp.triple_product_basis, pp.q_sci, pp.q_sci_basis, pp.q_sci_comment,
          pp.on_lawson_chart, pp.citation, pp.source_url
        FROM performance_points pp
        LEFT JOIN projects p ON p.id = pp.project_id
        LEFT JOIN concepts c ON c.id = pp.concept_id
        WHERE pp.deleted_at IS NULL ORDER BY pp.id`,
  );

  // The milestone ledger (issue 26 §3), in the seed's shape: dates as precise as they were given
  // ('2025', '2030s'), each claim, earlier claim and achievement with its source.
  const asGiven = (date: string, precision: string) =>
    precision === 'decade'
      ? `${date.slice(0, 4)}s`
      : precision === 'year'
        ? date.slice(0, 4)
        : precision === 'month'
          ? date.slice(0, 7)
          : date;
  const sourceOf = (url: string, name: string | null): SeedSource => ({ url, title: name ?? url, verified_on: null });
  const milestoneRows = await queryRows<{
    organization_slug: string | null;
    project_slug: string | null;
    kind: SeedMilestone['kind'];
    record_description: string | null;
    claim_text: string | null;
    said_on: string | null;
    said_on_precision: string;
    target_date: string | null;
    target_precision: string;
    claim_source_url: string | null;
    claim_source_name: string | null;
    achieved_on: string | null;
    achieved_on_precision: string;
    achievement_source_url: string | null;
    achievement_source_name: string | null;
    revisions: {
      claim_text: string | null;
      said_on: string | null;
      said_on_precision: string;
      target_date: string | null;
      target_precision: string;
      source_url: string;
      source_name: string | null;
      note: string | null;
    }[];
  }>(
    db,
    sql`SELECT o.slug AS organization_slug, p.slug AS project_slug, m.kind::text AS kind, m.record_description,
          m.claim_text, m.said_on::text AS said_on, m.said_on_precision::text AS said_on_precision,
          m.target_date::text AS target_date, m.target_precision::text AS target_precision, m.claim_source_url, m.claim_source_name,
          m.achieved_on::text AS achieved_on, m.achieved_on_precision::text AS achieved_on_precision,
          m.achievement_source_url, m.achievement_source_name,
          (SELECT coalesce(json_agg(json_build_object('claim_text', r.claim_text, 'said_on', r.said_on::text,
              'said_on_precision', r.said_on_precision::text, 'target_date', r.target_date::text,
              'target_precision', r.target_precision::text, 'source_url', r.source_url, 'source_name', r.source_name, 'note', r.note)
              ORDER BY r.said_on NULLS FIRST, r.id), '[]'::json)
             FROM milestone_revisions r WHERE r.milestone_id = m.id) AS revisions
        FROM milestones m
        LEFT JOIN organizations o ON o.id = m.organization_id
        LEFT JOIN projects p ON p.id = m.project_id
        WHERE m.deleted_at IS NULL ORDER BY m.id`,
  );
  const milestones: SeedMilestone[] = milestoneRows.map((m) => ({
    organization_slug: m.organization_slug ?? m.project_slug ?? '',
    project_slug: m.project_slug,
    kind: m.kind,
    record_description: m.record_description,
    claim:
      m.claim_text && m.claim_source_url
        ? {
            text: m.claim_text,
            said_on: m.said_on ? asGiven(m.said_on, m.said_on_precision) : null,
            target: m.target_date ? asGiven(m.target_date, m.target_precision) : null,
            source: sourceOf(m.claim_source_url, m.claim_source_name),
          }
        : null,
    revisions: m.revisions.map((r) => ({
      text: r.claim_text ?? '',
      said_on: r.said_on ? asGiven(r.said_on, r.said_on_precision) : null,
      target: r.target_date ? asGiven(r.target_date, r.target_precision) : null,
      source: sourceOf(r.source_url, r.source_name),
      note: r.note ?? '',
    })),
    achievement:
      m.achieved_on && m.achievement_source_url
        ? { date: asGiven(m.achieved_on, m.achieved_on_precision), source: sourceOf(m.achievement_source_url, m.achievement_source_name) }
        : null,
  }));

  return {
    milestones,
    performancePoints,
    organizations: organizations.map((o) => ({ ...o, tags: o.tags as OrganizationTagName[], sources: seedSources(o.sources) })),
    concepts,
    projects: projects.map((p) => ({ ...p, project_status: p.project_status as SeedProjectStatus, sources: seedSources(p.sources) })),
    supplyChain,
    funding: funding.map(({ program_slug, ...f }) => ({
      ...f,
      sources: seedSources(f.sources),
      ...(program_slug ? { program_slug } : {}),
    })),
    jobs,
    articles,
    programs: programs.map((p) => ({ ...p, sources: seedSources(p.sources) })),
  };
}
