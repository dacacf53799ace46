// GET /api/v1/map/ (api/src/resources/map) as react-query options: the page's hook and the
// server render's `load` use the same ones.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type ConceptRef } from 'mf-shared';
import type { MapFilters } from '../utils/filters';

const MAP_URL = '/api/v1/map/';

export interface MapProject {
  slug: string;
  display_name: string;
  concept: ConceptRef | null;
  project_status: string | null;
  country: string | null;
}

export interface MapMarker {
  /** map units (0…width, 0…height) */
  x: number;
  y: number;
  /** the machines this marker stands for: one, or several that would overlap at world scale */
  projects: MapProject[];
}

interface MapFilterOption {
  value: string;
  label: string;
  count: number;
}

export interface MapView {
  width: number;
  height: number;
  merge_radius: number;
  /** the land outline (an SVG of the same width and height), drawn under the markers */
  land_url: string;
  total: number;
  markers: MapMarker[];
  options: { concepts: MapFilterOption[]; statuses: MapFilterOption[] };
}

export const mapViewQuery = (filters: MapFilters) =>
  queryOptions({
    queryKey: ['map', filters],
    queryFn: ({ client }) => getJson<MapView>(MAP_URL, { ...filters }, client),
  });

export const useMapView = (filters: MapFilters) => useQuery({ ...mapViewQuery(filters), placeholderData: keepPreviousData });
