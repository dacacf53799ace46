// The queue's filters and page live in the URL (/review?kind=claim&q=helion&page=2), like the
// history's, so a filtered view can be reloaded and shared. Defaults: every kind, newest first.

export type QueueKind = '' | 'claim' | 'organization' | 'project' | 'supplier_link';

export interface QueueFilters {
  kind: QueueKind;
  /** Text in the name or slug, or in the requester's email or name. */
  q: string;
  /** The requester's account email, exactly. */
  email: string;
  /** '' newest first; 'requested_at' oldest first. */
  sort: '' | 'requested_at';
  page: number;
}

export const EMPTY_QUEUE_FILTERS: QueueFilters = { kind: '', q: '', email: '', sort: '', page: 1 };

export const QUEUE_KINDS: readonly { value: QueueKind; label: string }[] = [
  { value: '', label: 'Every kind' },
  { value: 'claim', label: 'Claims' },
  { value: 'organization', label: 'New organizations' },
  { value: 'project', label: 'New projects' },
  { value: 'supplier_link', label: 'Supplier links' },
];

const KINDS = new Set<string>(QUEUE_KINDS.map((kind) => kind.value));
/** The API's bounds: longer values would be a 400. */
const TEXT_MAX = 200;
const EMAIL_MAX = 320;

export function queueFiltersFromSearch(search: URLSearchParams): QueueFilters {
  const kind = search.get('kind') ?? '';
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    kind: KINDS.has(kind) ? (kind as QueueKind) : '',
    q: (search.get('q')?.trim() ?? '').slice(0, TEXT_MAX),
    email: (search.get('email')?.trim() ?? '').slice(0, EMAIL_MAX),
    sort: search.get('sort') === 'requested_at' ? 'requested_at' : '',
    page: Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The non-default filters as query parameters (for the API and for the page's URL). */
export function queueParams(filters: QueueFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['kind', 'q', 'email', 'sort'] as const) {
    if (filters[key]) params[key] = filters[key];
  }
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

export function queueSearch(filters: QueueFilters): string {
  const query = new URLSearchParams(queueParams(filters)).toString();
  return query ? `?${query}` : '';
}
