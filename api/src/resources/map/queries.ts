// The machines on the map: approved projects with coordinates, filtered by concept and status.
import { sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { HttpError } from '../../http/errors';
import { MAP_HEIGHT, MAP_WIDTH, projectPoint } from './geometry';
import { mergeNearbyPoints } from './merge';
import type { MapFilters, MapProject, MapViewData } from './schemas';

/** Markers closer than this, in map units (960 wide), merge: about the size of two dots. */
const MERGE_RADIUS = 8;

const LAND_URL = '/api/v1/map/land.svg';

type MapProjectRow = Static<typeof MapProject> & { latitude: number; longitude: number };

const mapped = sql`p.is_approved AND p.deleted_at IS NULL AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL`;

function filterSql(filters: MapFilters, except?: 'concept' | 'status'): SQL {
  const conditions: SQL[] = [];
  if (filters.concept && except !== 'concept') conditions.push(sql`AND c.slug = ${filters.concept}`);
  if (filters.status && except !== 'status') conditions.push(sql`AND p.project_status = ${filters.status}`);
  return sql.join(conditions, sql` `);
}

/** 400 for a concept that does not exist (a typo must not look like an empty map). */
async function assertConceptExists(db: Db, concept: string | undefined): Promise<void> {
  if (!concept) return;
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM concepts WHERE slug = ${concept}`);
  if (rows.length === 0) throw new HttpError(400, `Invalid querystring: unknown concept '${concept}'.`);
}

/** The mapped machines with these filters, by name. */
export async function mapProjects(db: Db, filters: MapFilters): Promise<MapProjectRow[]> {
  await assertConceptExists(db, filters.concept);
  return queryRows<MapProjectRow>(
    db,
    sql`SELECT p.slug, p.display_name, p.project_status, p.country,
          p.latitude::float8 AS latitude, p.longitude::float8 AS longitude,
          CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('display_name', c.display_name, 'slug', c.slug) END AS concept
        FROM projects p LEFT JOIN concepts c ON c.id = p.concept_id
        WHERE ${mapped} ${filterSql(filters)}
        ORDER BY lower(p.display_name), p.id`,
  );
}

/** The projected, merged markers of these rows (names in each marker in list order). */
export function mapMarkers(rows: readonly MapProjectRow[]): MapViewData['markers'] {
  const points = rows.map((row) => ({ ...projectPoint(row.longitude, row.latitude), row }));
  return mergeNearbyPoints(points, MERGE_RADIUS).map((marker) => ({
    x: marker.x,
    y: marker.y,
    projects: marker.points.map(({ row: { latitude: _lat, longitude: _lon, ...project } }) => project),
  }));
}

/** The /map page's data: markers and the filters' options with counts. */
export async function mapView(db: Db, filters: MapFilters): Promise<MapViewData> {
  const rows = await mapProjects(db, filters);
  const [concepts, statuses] = await Promise.all([
    queryRows<{ value: string; label: string; count: number }>(
      db,
      sql`SELECT c.slug AS value, c.display_name AS label, count(*)::int AS count
          FROM projects p JOIN concepts c ON c.id = p.concept_id
          WHERE ${mapped} ${filterSql(filters, 'concept')}
          GROUP BY c.id ORDER BY c.display_name, c.id`,
    ),
    queryRows<{ value: string; label: string; count: number }>(
      db,
      sql`SELECT p.project_status::text AS value, p.project_status::text AS label, count(*)::int AS count
          FROM projects p LEFT JOIN concepts c ON c.id = p.concept_id
          WHERE ${mapped} AND p.project_status IS NOT NULL ${filterSql(filters, 'status')}
          GROUP BY p.project_status ORDER BY p.project_status`,
    ),
  ]);
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    merge_radius: MERGE_RADIUS,
    land_url: LAND_URL,
    total: rows.length,
    markers: mapMarkers(rows),
    options: { concepts, statuses },
  };
}

/** One approved project's coordinates (null: unknown slug, not approved, or no coordinates). */
export async function projectLocation(db: Db, slug: string) {
  const [row] = await queryRows<{ display_name: string; latitude: number; longitude: number }>(
    db,
    sql`SELECT p.display_name, p.latitude::float8 AS latitude, p.longitude::float8 AS longitude
        FROM projects p WHERE p.slug = ${slug} AND ${mapped}`,
  );
  return row ?? null;
}
