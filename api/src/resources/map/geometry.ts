// The world map's projection and land outline (Natural Earth 1:110m land, public domain, from the
// world-atlas package), projected once per process: the outline never changes, so each answer
// only projects its points. The SVG user units are fixed (MAP_WIDTH × MAP_HEIGHT); pages scale
// the drawing with a viewBox, so the merge radius below is in these units.
import { geoNaturalEarth1, geoPath, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import landTopology from 'world-atlas/land-110m.json';

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 500;

interface WorldMap {
  projection: GeoProjection;
  /** The land as one SVG path (1 decimal: a tenth of a unit is finer than any screen shows). */
  landPath: string;
}

let world: WorldMap | undefined;

function buildWorld(): WorldMap {
  const topology = landTopology as unknown as Parameters<typeof feature>[0];
  const landObject = topology.objects.land;
  if (!landObject) throw new Error('world-atlas land-110m.json has no land object');
  const land = feature(topology, landObject);
  // Fitted to the sphere, not the land, so Antarctica's edge and the date line stay in frame.
  const projection = geoNaturalEarth1().fitExtent(
    [
      [2, 2],
      [MAP_WIDTH - 2, MAP_HEIGHT - 2],
    ],
    { type: 'Sphere' },
  );
  const landPath = geoPath(projection).digits(1)(land) ?? '';
  return { projection, landPath };
}

function worldMap(): WorldMap {
  world ??= buildWorld();
  return world;
}

/** The projected land outline (computed on first use, then kept). */
export const landPath = (): string => worldMap().landPath;

/** The outline of the globe itself (the ocean), projected. */
export const spherePath = (): string => geoPath(worldMap().projection).digits(1)({ type: 'Sphere' }) ?? '';

/** A WGS 84 point in map units, rounded to 0.1. */
export function projectPoint(longitude: number, latitude: number): { x: number; y: number } {
  const [x, y] = worldMap().projection([longitude, latitude]) ?? [0, 0];
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}
