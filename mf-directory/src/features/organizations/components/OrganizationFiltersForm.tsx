import { formatMoney } from 'mf-shared/kit';
import { FacetChips, FacetForm, withCounts, type FacetField } from 'mf-shared/kit';
import type { OrganizationFacets } from '../api/organizationFacetsApi';
import {
  activeFilters,
  FUNDING_STEPS,
  organizationsUrl,
  parseFilters,
  withoutFilter,
  type FacetLabels,
  type OrganizationFilters,
} from '../utils/filters';

export interface OrganizationFiltersFormProps {
  tag: string;
  filters: OrganizationFilters;
  facets: OrganizationFacets | undefined;
}

export function facetLabels(facets: OrganizationFacets | undefined): FacetLabels {
  const map = (values: OrganizationFacets['country'] | undefined) => new Map((values ?? []).map((value) => [value.value, value.label]));
  return { country: map(facets?.country), kind: map(facets?.kind), status: map(facets?.status) };
}

const FUNDING_CHOICES = FUNDING_STEPS.map((usd) => ({ value: String(usd), label: formatMoney(usd) }));

/** The facets of /organizations: name, country, kind, status, funding range and founding years. */
export function OrganizationFiltersForm({ tag, filters, facets }: OrganizationFiltersFormProps) {
  const years = facets?.founding_year;
  const fields: FacetField[] = [
    { name: 'q', label: 'Name', type: 'search' },
    { name: 'country', label: 'Country', type: 'select', choices: withCounts(facets?.country), anyLabel: 'Any country' },
    { name: 'kind', label: 'Kind', type: 'select', choices: withCounts(facets?.kind), anyLabel: 'Any kind' },
    { name: 'status', label: 'Status', type: 'select', choices: withCounts(facets?.status), anyLabel: 'Any status' },
    { name: 'funding_min', label: 'Funding from', type: 'select', choices: FUNDING_CHOICES, anyLabel: 'Any amount' },
    { name: 'funding_max', label: 'Funding up to', type: 'select', choices: FUNDING_CHOICES, anyLabel: 'Any amount' },
    { name: 'founded_from', label: 'Founded from', type: 'year', placeholder: years ? String(years.min) : undefined },
    { name: 'founded_to', label: 'Founded up to', type: 'year', placeholder: years ? String(years.max) : undefined },
  ];
  return (
    <FacetForm
      action="/organizations"
      label="Filter organizations"
      fixed={{ tag: tag === 'all' ? undefined : tag }}
      fields={fields}
      values={filters}
      urlFor={(data) => organizationsUrl(tag, parseFilters(data))}
    />
  );
}

/** The active filters as chips that remove them, with 'Clear all'. */
export function ActiveFilterChips({ tag, filters, facets }: OrganizationFiltersFormProps) {
  const chips = activeFilters(filters, facetLabels(facets)).map(({ key, label }) => ({
    key,
    label,
    href: organizationsUrl(tag, withoutFilter(filters, key)),
  }));
  return <FacetChips chips={chips} clearHref={organizationsUrl(tag, {})} />;
}
