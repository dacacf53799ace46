// GET /api/v1/map/ (the /map page) and its SVG drawings: machines with coordinates, merged where
// they would overlap at world scale.
import { Type, type Static } from 'typebox';
import { Nullable, Slug } from '../../http/schemas';
import { ConceptRef, ProjectStatus } from '../shared-schemas';

export const MapFilterQuery = Type.Object(
  {
    concept: Type.Optional(Slug),
    status: Type.Optional(ProjectStatus),
  },
  { additionalProperties: false },
);
export type MapFilters = Static<typeof MapFilterQuery>;

export const MapProject = Type.Object({
  slug: Type.String(),
  display_name: Type.String(),
  concept: Nullable(ConceptRef),
  project_status: Nullable(ProjectStatus),
  country: Nullable(Type.String()),
});

const MapMarker = Type.Object({
  /** map units (0…width, 0…height) */
  x: Type.Number(),
  y: Type.Number(),
  /** the machines this marker stands for (one, or several within the merge radius), by name */
  projects: Type.Array(MapProject),
});

const Option = Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() });

export const MapView = Type.Object({
  width: Type.Integer(),
  height: Type.Integer(),
  /** markers closer than this (map units) are one marker */
  merge_radius: Type.Number(),
  /** the land outline to draw under the markers (an SVG of the same width and height) */
  land_url: Type.String(),
  /** machines on the map with these filters */
  total: Type.Integer(),
  markers: Type.Array(MapMarker),
  /** what the filters can choose, each with its count of mapped machines under the other filter */
  options: Type.Object({ concepts: Type.Array(Option), statuses: Type.Array(Option) }),
});
export type MapViewData = Static<typeof MapView>;
