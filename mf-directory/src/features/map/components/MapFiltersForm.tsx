// The /map filters: the kit's facet form (a GET form to /map; without JavaScript it reloads the
// page with the query, which the server draws) and its chips. Each choice shows how many mapped
// machines it keeps.
import { FacetChips, FacetForm, withCounts } from 'mf-shared/kit';
import type { MapView } from '../api/mapApi';
import { mapSearch, parseMapFilters, type MapFilters } from '../utils/filters';

export interface MapFiltersFormProps {
  filters: MapFilters;
  options: MapView['options'] | undefined;
}

export function MapFiltersForm({ filters, options }: MapFiltersFormProps) {
  const labelOf = (name: keyof MapFilters) =>
    (name === 'concept' ? options?.concepts : options?.statuses)?.find((choice) => choice.value === filters[name])?.label ?? filters[name]!;
  const chips = (['concept', 'status'] as const)
    .filter((name) => filters[name])
    .map((name) => ({ key: name, label: labelOf(name), href: `/map${mapSearch({ ...filters, [name]: undefined })}` }));
  return (
    <>
      <FacetForm
        action="/map"
        label="Map filters"
        fixed={{}}
        fields={[
          { name: 'concept', label: 'Concept', type: 'select', anyLabel: 'All concepts', choices: withCounts(options?.concepts) },
          { name: 'status', label: 'Status', type: 'select', anyLabel: 'Any status', choices: withCounts(options?.statuses) },
        ]}
        values={{ ...filters }}
        urlFor={(data) => `/map${mapSearch(parseMapFilters(data))}`}
      />
      <FacetChips chips={chips} clearHref="/map" />
    </>
  );
}
