import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { notFound } from '../../http/errors';
import { LAWSON_DATASET, PAPER_2022, PAPER_2025 } from '../../seed/data/lawson/points';
import type { ChartPoint } from './project-chart';
import type { PerformancePoint, PerformancePointsQuery, ProjectPerformancePoint } from './schemas';

const PERFORMANCE_DATASET = { ...LAWSON_DATASET, papers: [PAPER_2025, PAPER_2022] };

/** Every published point (of a concept or a project), oldest first. Unknown concept or project: 404. */
export async function performancePoints(db: Db, query: PerformancePointsQuery) {
  let concept: { slug: string; display_name: string } | null = null;
  if (query.concept) {
    [concept = null] = await queryRows<{ slug: string; display_name: string }>(
      db,
      sql`SELECT slug, display_name FROM concepts WHERE slug = ${query.concept}`,
    );
    if (!concept) throw notFound(`No concept '${query.concept}'.`);
  }
  if (query.project) {
    const [project] = await queryRows(db, sql`SELECT 1 FROM projects WHERE slug = ${query.project} AND is_approved AND deleted_at IS NULL`);
    if (!project) throw notFound(`No project '${query.project}'.`);
  }
  const points = await queryRows<PerformancePoint>(
    db,
    sql`SELECT pp.id, pp.machine_name,
          CASE WHEN p.id IS NOT NULL THEN json_build_object('slug', p.slug, 'display_name', p.display_name) END AS project,
          CASE WHEN c.id IS NOT NULL THEN json_build_object('slug', c.slug, 'display_name', c.display_name) END AS concept,
          pp.dataset_concept, pp.shot, to_char(pp.date, 'YYYY-MM-DD') AS date, pp.date_precision::text AS date_precision,
          pp.kind::text AS kind,
          pp.t_i_max_kev, pp.t_i_avg_kev, pp.t_e_max_kev, pp.t_e_avg_kev,
          pp.n_i_max_m3, pp.n_i_avg_m3, pp.n_e_max_m3, pp.n_e_avg_m3, pp.z_eff,
          pp.tau_e_star_s, pp.tau_e_s, pp.rho_r_g_cm2, pp.yield_over_clean, pp.p_stag_gbar, pp.tau_stag_s,
          pp.e_ext_j, pp.e_f_j, pp.p_ext_w, pp.p_f_w,
          pp.ion_temperature_kev, pp.triple_product, pp.triple_product_basis,
          pp.q_sci, pp.q_sci_basis, pp.q_sci_comment, pp.on_lawson_chart, pp.citation, pp.source_url
        FROM performance_points pp
        LEFT JOIN projects p ON p.id = pp.project_id AND p.is_approved AND p.deleted_at IS NULL
        LEFT JOIN concepts c ON c.id = pp.concept_id
        WHERE pp.deleted_at IS NULL
          ${query.concept ? sql`AND c.slug = ${query.concept}` : sql``}
          ${query.project ? sql`AND p.slug = ${query.project}` : sql``}
        ORDER BY pp.date, pp.machine_name, pp.id`,
  );
  const concepts = await queryRows<{ slug: string; display_name: string; count: number }>(
    db,
    sql`SELECT c.slug, c.display_name, count(*)::int AS count
        FROM performance_points pp JOIN concepts c ON c.id = pp.concept_id
        WHERE pp.deleted_at IS NULL GROUP BY c.slug, c.display_name ORDER BY c.display_name`,
  );
  return { concept, concepts, dataset: PERFORMANCE_DATASET, points: points.map(asNumbers) };
}

const NUMBER_KEYS = [
  't_i_max_kev',
  't_i_avg_kev',
  't_e_max_kev',
  't_e_avg_kev',
  'n_i_max_m3',
  'n_i_avg_m3',
  'n_e_max_m3',
  'n_e_avg_m3',
  'z_eff',
  'tau_e_star_s',
  'tau_e_s',
  'rho_r_g_cm2',
  'yield_over_clean',
  'p_stag_gbar',
  'tau_stag_s',
  'e_ext_j',
  'e_f_j',
  'p_ext_w',
  'p_f_w',
  'ion_temperature_kev',
  'triple_product',
  'q_sci',
] as const;

/** float8 arrives as a number from pg and PGlite; a string (a driver set to keep precision) is parsed. */
function asNumbers(point: PerformancePoint): PerformancePoint {
  const result = { ...point } as Record<string, unknown>;
  for (const key of NUMBER_KEYS) if (typeof result[key] === 'string') result[key] = Number(result[key]);
  return result as PerformancePoint;
}

/** A project page's points, oldest first (its compact chart and table). */
export async function projectPerformancePoints(db: Db, projectId: number): Promise<ProjectPerformancePoint[]> {
  const points = await queryRows<ProjectPerformancePoint>(
    db,
    sql`SELECT id, shot, to_char(date, 'YYYY-MM-DD') AS date, date_precision::text AS date_precision, kind::text AS kind,
          ion_temperature_kev, triple_product, q_sci, citation, source_url
        FROM performance_points WHERE project_id = ${projectId} AND deleted_at IS NULL
        ORDER BY date, id`,
  );
  return points.map((point) => asNumbers(point as unknown as PerformancePoint) as unknown as ProjectPerformancePoint);
}

/** The charted points (with a triple product) of an approved project, and its name; null when it has none. */
export async function projectChart(db: Db, slug: string): Promise<{ name: string; points: ChartPoint[] } | null> {
  const [project] = await queryRows<{ id: number; display_name: string }>(
    db,
    sql`SELECT id, display_name FROM projects WHERE slug = ${slug} AND is_approved AND deleted_at IS NULL`,
  );
  if (!project) return null;
  const points = (await projectPerformancePoints(db, project.id)).filter(
    (point): point is ProjectPerformancePoint & { triple_product: number } => point.triple_product != null,
  );
  return points.length ? { name: project.display_name, points } : null;
}
