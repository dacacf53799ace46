// An admin list's state lives in the page's URL (/admin/projects?q=polaris&sort=-name&page=2&
// deleted=include&status=active), so a view can be reloaded and shared; the same names go to the
// API. Only the entity's own filters and sort fields are read from the URL.
import type { AdminEntity } from '../api/types';

export interface ListState {
  q: string;
  /** A sort field, '-' first for descending; '' the API's default order. */
  sort: string;
  page: number;
  /** 'Show unpublished': soft-deleted records too. */
  showUnpublished: boolean;
  /** The entity's filters that have a value. */
  filters: Record<string, string>;
}

export const PAGE_SIZE = 25;
const TEXT_MAX = 200;
const PAGE_MAX = 1_000_000;

export function listStateFromSearch(search: URLSearchParams, entity: AdminEntity | undefined): ListState {
  const sort = search.get('sort') ?? '';
  const sortField = sort.replace(/^-/, '');
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const filters: Record<string, string> = {};
  for (const filter of entity?.filters ?? []) {
    const value = search.get(filter.name)?.trim().slice(0, TEXT_MAX);
    if (!value) continue;
    if (filter.type === 'boolean' && value !== 'true' && value !== 'false') continue;
    if (filter.type === 'select' && filter.options && !filter.options.some((option) => option.value === value)) continue;
    filters[filter.name] = value;
  }
  return {
    q: (search.get('q')?.trim() ?? '').slice(0, TEXT_MAX),
    sort: entity?.sort_fields.includes(sortField) ? sort : '',
    page: Number.isInteger(page) && page > 1 && page <= PAGE_MAX ? page : 1,
    showUnpublished: search.get('deleted') === 'include',
    filters,
  };
}

/** The API's query parameters (and the page's, which are the same). */
export function listParams(state: ListState): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.q) params.q = state.q;
  if (state.sort) params.sort = state.sort;
  if (state.page > 1) params.page = String(state.page);
  params.page_size = String(PAGE_SIZE);
  params.deleted = state.showUnpublished ? 'include' : 'exclude';
  for (const [name, value] of Object.entries(state.filters)) if (value) params[name] = value;
  return params;
}

/** The page's query string: the non-default parts only. */
export function listSearch(state: ListState): string {
  const params = listParams(state);
  delete params.page_size;
  if (params.deleted === 'exclude') delete params.deleted;
  const query = new URLSearchParams(params).toString();
  return query ? `?${query}` : '';
}

/** The row's public page as a site path (public_url is null when unpublished or not public). */
export function publicUrlOf(row: { public_url: string | null }): string | null {
  return row.public_url && row.public_url.startsWith('/') && !row.public_url.startsWith('//') ? row.public_url : null;
}
