import { useState } from 'react';
import type { OrganizationSort } from 'mf-shared';
import { DEFAULT_SORT, parseSortForTab, sortAfterTabChange, sortOptionsForTab } from '../utils/sortRules';

/**
 * The list's sort, kept valid for the selected tab. The tab can change by a click, by Back/Forward
 * or by a link to another hash, so the rule is applied whenever the tab differs from the one the
 * sort was last checked against (React's "adjust state while rendering" pattern, no effect needed).
 */
export function useOrganizationSort(tab: string) {
  const [state, setState] = useState<{ tab: string; sort: OrganizationSort }>({ tab, sort: DEFAULT_SORT });

  let current = state;
  if (state.tab !== tab) {
    current = { tab, sort: sortAfterTabChange(state.sort, tab) };
    setState(current);
  }

  return {
    sort: current.sort,
    options: sortOptionsForTab(tab),
    setSort: (value: string) => setState({ tab, sort: parseSortForTab(value, tab) }),
  };
}
