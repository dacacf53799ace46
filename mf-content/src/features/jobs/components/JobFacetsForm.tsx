// The facets of /jobs beside What and Where (issue 24): the kit's facet form and chips, with the
// job-board vocabulary's fields.
import { FacetChips, FacetForm, withCounts, type FacetField } from 'mf-shared/kit';
import type { JobFacetCount, JobFacets } from '../api/jobsApi';
import { jobFacetLabel, jobsUrl, parseJobFacets, withoutJobFacet, type JobFacetKey, type JobFacetValues } from '../utils/filters';

export interface JobFacetsProps {
  values: JobFacetValues;
  facets: JobFacets | undefined;
}

const FIELDS: { name: JobFacetKey; label: string; anyLabel: string }[] = [
  { name: 'organization', label: 'Organization', anyLabel: 'Any organization' },
  { name: 'country', label: 'Country', anyLabel: 'Any country' },
  { name: 'mode', label: 'Workplace', anyLabel: 'On-site, hybrid or remote' },
  { name: 'type', label: 'Type', anyLabel: 'Any type' },
];

const labelsOf = (counts: readonly JobFacetCount[] | undefined) => new Map((counts ?? []).map((count) => [count.value, count.label]));

export function JobFacetsForm({ values, facets }: JobFacetsProps) {
  const fields: FacetField[] = FIELDS.map(({ name, label, anyLabel }) => ({
    name,
    label,
    type: 'select',
    anyLabel,
    choices: withCounts(facets?.[name]),
  }));
  return (
    <FacetForm
      action="/jobs"
      label="Filter jobs"
      appearance="inline"
      fixed={{}}
      fields={fields}
      values={values}
      urlFor={(data) => jobsUrl(parseJobFacets(data))}
    />
  );
}

/** The active facets in query-string order, each with its label and the link that removes it. */
export function activeJobFacets({ values, facets }: JobFacetsProps) {
  return (Object.keys(values) as JobFacetKey[]).map((key) => ({
    key,
    label: jobFacetLabel(key, values[key]!, labelsOf(facets?.[key])),
    href: jobsUrl(withoutJobFacet(values, key)),
  }));
}

/** The active facets as links that remove them, and 'Clear all' (plain links: they work without JavaScript). */
export function JobFacetChips(props: JobFacetsProps) {
  return <FacetChips chips={activeJobFacets(props)} clearHref="/jobs" />;
}
