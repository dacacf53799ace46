// The history's filters live in the URL (/review/history?action=organization&from=2025-01-01…),
// so a filtered view can be reloaded, shared and navigated back to.

export interface HistoryFilters {
  entity_type: '' | 'organization' | 'project';
  entity_slug: string;
  user: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

export const EMPTY_FILTERS: HistoryFilters = { entity_type: '', entity_slug: '', user: '', action: '', from: '', to: '', page: 1 };

/** The actions the audit log records (api/README.md "Audit log"), and their prefixes. */
export const HISTORY_ACTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'Any action' },
  { value: 'organization', label: 'Organization: any' },
  { value: 'organization.create', label: 'Organization added' },
  { value: 'organization.edit', label: 'Organization edited' },
  { value: 'organization.approve', label: 'Organization approved' },
  { value: 'organization.reject', label: 'Organization rejected' },
  { value: 'project', label: 'Project: any' },
  { value: 'project.create', label: 'Project added' },
  { value: 'project.edit', label: 'Project edited' },
  { value: 'project.approve', label: 'Project approved' },
  { value: 'project.reject', label: 'Project rejected' },
  { value: 'organization_claim', label: 'Organization claim: any' },
  { value: 'organization_claim.request', label: 'Organization claim requested' },
  { value: 'organization_claim.approve', label: 'Organization claim approved' },
  { value: 'organization_claim.reject', label: 'Organization claim rejected' },
  { value: 'project_claim', label: 'Project claim: any' },
  { value: 'project_claim.request', label: 'Project claim requested' },
  { value: 'project_claim.approve', label: 'Project claim approved' },
  { value: 'project_claim.reject', label: 'Project claim rejected' },
];

const ACTION_PATTERN = /^[a-z_]+(\.[a-z_]+)?$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromSearch(search: URLSearchParams): HistoryFilters {
  const type = search.get('entity_type');
  const action = search.get('action')?.trim() ?? '';
  const from = search.get('from')?.trim() ?? '';
  const to = search.get('to')?.trim() ?? '';
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    entity_type: type === 'organization' || type === 'project' ? type : '',
    entity_slug: search.get('entity_slug')?.trim() ?? '',
    user: search.get('user')?.trim() ?? '',
    action: ACTION_PATTERN.test(action) ? action : '',
    from: DATE_PATTERN.test(from) ? from : '',
    to: DATE_PATTERN.test(to) ? to : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The non-empty filters as query parameters (for the API and for the page's URL). */
export function historyParams(filters: HistoryFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['entity_type', 'entity_slug', 'user', 'action', 'from', 'to'] as const) {
    if (filters[key]) params[key] = filters[key];
  }
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

export function historySearch(filters: HistoryFilters): string {
  const query = new URLSearchParams(historyParams(filters)).toString();
  return query ? `?${query}` : '';
}
