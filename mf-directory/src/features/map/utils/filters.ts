// The /map filters live in the URL's query (?concept=&status=): a filtered map can be shared,
// works without JavaScript (a GET form) and renders on the server.

export interface MapFilters {
  concept?: string;
  status?: string;
}

const PROJECT_STATUSES = ['Planned', 'Under Construction', 'Operating', 'Upgrading / Maintenance', 'Shut Down'] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The filters of a query string; a status the API would refuse is dropped (a stale link still shows a map). */
export function parseMapFilters(search: URLSearchParams | string): MapFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: MapFilters = {};
  const concept = params.get('concept');
  if (concept && concept.length <= 200 && SLUG.test(concept)) filters.concept = concept;
  const status = params.get('status');
  if (status && (PROJECT_STATUSES as readonly string[]).includes(status)) filters.status = status;
  return filters;
}

/** '?concept=stellarator&status=Operating' (a fixed key order: equal filters, equal URLs), or ''. */
export function mapSearch(filters: MapFilters): string {
  const params = new URLSearchParams();
  if (filters.concept) params.set('concept', filters.concept);
  if (filters.status) params.set('status', filters.status);
  const text = params.toString();
  return text ? `?${text}` : '';
}
