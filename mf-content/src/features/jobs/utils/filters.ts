/** The organization filter of /jobs?organization={slug} (the updates feed links there); '' when absent or not a slug. */
export function organizationFilterOf(search: string): string {
  const slug = new URLSearchParams(search).get('organization') ?? '';
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : '';
}

/** 'Displaying {count} jobs' (docs/product/content.md §5), word for word: also 'Displaying 1 jobs'. */
export function countText(count: number): string {
  return `Displaying ${count} jobs`;
}

/** Where the work is done and the kind of contract: the job-board sync's vocabulary (api/src/resources/jobs/vocabulary.ts). */
const JOB_MODES = ['On-site', 'Hybrid', 'Remote'] as const;
const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship'] as const;

export type JobFacetKey = 'organization' | 'country' | 'mode' | 'type';
/** The facets of /jobs beside What and Where (issue 24), kept in the query string, in its order. */
export type JobFacetValues = Partial<Record<JobFacetKey, string>>;

export const JOB_FACET_VALIDATORS: Record<JobFacetKey, (value: string) => boolean> = {
  organization: (value) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
  country: (value) => value.length >= 2 && value.length <= 100,
  mode: (value) => (JOB_MODES as readonly string[]).includes(value),
  type: (value) => (JOB_TYPES as readonly string[]).includes(value),
};

/** The facets of a query string; values the API would refuse are dropped. */
export function parseJobFacets(search: string | URLSearchParams): JobFacetValues {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values: JobFacetValues = {};
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (key in JOB_FACET_VALIDATORS && value && JOB_FACET_VALIDATORS[key as JobFacetKey](value)) values[key as JobFacetKey] = value;
  }
  return values;
}

export function jobsUrl(values: JobFacetValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}

export function withoutJobFacet(values: JobFacetValues, key: JobFacetKey): JobFacetValues {
  const { [key]: _removed, ...rest } = values;
  return rest;
}

const FACET_NAMES: Record<JobFacetKey, string> = { organization: 'Organization', country: 'Country', mode: 'Workplace', type: 'Type' };

/** 'Workplace: Remote', 'Country: Germany' (labels from the facet counts when known). */
export function jobFacetLabel(key: JobFacetKey, value: string, labels?: ReadonlyMap<string, string>): string {
  return `${FACET_NAMES[key]}: ${labels?.get(value) ?? value}`;
}
