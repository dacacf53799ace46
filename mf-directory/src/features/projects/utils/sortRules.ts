// Project list sort (docs/product/directory.md §3): name or status, with an ascending toggle. The control is
// active only when the page's query has showProjectStatus=true, which also shows the statuses;
// otherwise the list is sorted by name, ascending.
import type { DropdownOption } from 'mf-shared/kit';

export type ProjectSortField = 'display_name' | 'project_status';

export interface ProjectSortState {
  field: ProjectSortField;
  ascending: boolean;
}

export const DEFAULT_PROJECT_SORT: ProjectSortState = { field: 'display_name', ascending: true };

export const PROJECT_SORT_OPTIONS: readonly DropdownOption[] = [
  { value: 'display_name', label: 'Name' },
  { value: 'project_status', label: 'Status' },
];

const STATUS_QUERY_PARAMETER = 'showProjectStatus';

/** True when the query has showProjectStatus=true (exactly 'true'). */
export function isStatusShown(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get(STATUS_QUERY_PARAMETER) === 'true';
}

export function parseSortField(value: string): ProjectSortField {
  return value === 'project_status' ? 'project_status' : 'display_name';
}

/** The API's sort parameter ('-' prefix = descending); the visitor's choice only counts while the control is active. */
export function projectSortParam(state: ProjectSortState, statusShown: boolean): string {
  const { field, ascending } = statusShown ? state : DEFAULT_PROJECT_SORT;
  return `${ascending ? '' : '-'}${field}`;
}
