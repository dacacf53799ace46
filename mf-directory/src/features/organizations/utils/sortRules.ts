// Organization list sort rules (docs/product/directory.md §1):
// - Name and Country sort ascending, Total funding sorts descending.
// - Total funding is offered only on the technology-developers and fusion-machine-developers tabs.
// - Switching to research-organizations, funders or ngos resets the sort to name ascending;
//   so does switching to any tab that does not offer the current sort.
import type { OrganizationSort } from 'mf-shared';

export interface SortOption {
  value: OrganizationSort;
  label: string;
}

export const DEFAULT_SORT: OrganizationSort = 'display_name';

const NAME: SortOption = { value: 'display_name', label: 'Name' };
const COUNTRY: SortOption = { value: 'country', label: 'Country' };
const TOTAL_FUNDING: SortOption = { value: '-total_funding', label: 'Total funding' };

/** Tabs whose organizations can be ranked by the funding they raised. */
const TABS_WITH_FUNDING_SORT: readonly string[] = ['technology-developers', 'fusion-machine-developers'];

/** Tabs that always start sorted by name. */
const TABS_THAT_RESET_SORT: readonly string[] = ['research-organizations', 'funders', 'ngos'];

export function sortOptionsForTab(tab: string): SortOption[] {
  return TABS_WITH_FUNDING_SORT.includes(tab) ? [NAME, COUNTRY, TOTAL_FUNDING] : [NAME, COUNTRY];
}

export function isSortOfferedOnTab(sort: OrganizationSort, tab: string): boolean {
  return sortOptionsForTab(tab).some((option) => option.value === sort);
}

/** The sort to use after the visitor moves to `nextTab` while `currentSort` is selected. */
export function sortAfterTabChange(currentSort: OrganizationSort, nextTab: string): OrganizationSort {
  if (TABS_THAT_RESET_SORT.includes(nextTab)) return DEFAULT_SORT;
  return isSortOfferedOnTab(currentSort, nextTab) ? currentSort : DEFAULT_SORT;
}

/** Narrows a dropdown value to a sort the tab offers (anything else falls back to name). */
export function parseSortForTab(value: string, tab: string): OrganizationSort {
  const option = sortOptionsForTab(tab).find((candidate) => candidate.value === value);
  return option ? option.value : DEFAULT_SORT;
}
