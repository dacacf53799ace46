// The admin history's filters live in the URL (/admin/history?entity_type=organizations&actor=ada…),
// so a filtered view can be reloaded, shared and navigated back to.

export interface HistoryFilters {
  /** An admin entity ('organizations') or an audit type ('user'). */
  entity_type: string;
  /** The record's id or key. */
  entity_id: string;
  /** An account id or part of an email. */
  actor: string;
  from: string;
  to: string;
  q: string;
  page: number;
}

export const EMPTY_HISTORY_FILTERS: HistoryFilters = { entity_type: '', entity_id: '', actor: '', from: '', to: '', q: '', page: 1 };

const TEXT_KEYS = ['entity_type', 'entity_id', 'actor', 'from', 'to', 'q'] as const;
const TYPE_PATTERN = /^[a-z_-]+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function historyFiltersFromSearch(search: URLSearchParams): HistoryFilters {
  const text = (key: string) => search.get(key)?.trim() ?? '';
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    entity_type: TYPE_PATTERN.test(text('entity_type')) ? text('entity_type') : '',
    entity_id: text('entity_id'),
    actor: text('actor'),
    from: DATE_PATTERN.test(text('from')) ? text('from') : '',
    to: DATE_PATTERN.test(text('to')) ? text('to') : '',
    q: text('q'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The non-empty filters as query parameters (for the API and for the page's URL). */
export function historyParams(filters: HistoryFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of TEXT_KEYS) if (filters[key]) params[key] = filters[key];
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

export function historySearch(filters: HistoryFilters): string {
  const query = new URLSearchParams(historyParams(filters)).toString();
  return query ? `?${query}` : '';
}

/** /review/history's filters as the admin history reads them (the old page redirects here). */
export function fromReviewHistorySearch(search: URLSearchParams): string {
  const filters = historyFiltersFromSearch(search);
  const slug = search.get('entity_slug')?.trim();
  return historySearch({ ...filters, entity_id: filters.entity_id || slug || '', actor: search.get('user')?.trim() ?? '' });
}
