import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OrganizationTagTab } from 'mf-shared';
import { useClientHash } from 'mf-shared/area';
import { selectedTabFromHash } from '../utils/tabHash';

/**
 * The selected tab, read from the URL hash; selecting a tab writes the hash. Back/Forward and
 * links to another hash fire popstate, which the router turns into a new location. The server
 * never sees the hash: it renders the default tab, and so does the hydrating render.
 */
export function useTabHash(tabs: readonly OrganizationTagTab[] | undefined): [string, (tab: string) => void] {
  const { pathname, search } = useLocation();
  const hash = useClientHash();
  const navigate = useNavigate();
  const selectedTab = selectedTabFromHash(hash, tabs);

  const selectTab = useCallback(
    // A new history entry, so Back returns to the previous tab.
    (tab: string) => navigate({ pathname, search, hash: tab }),
    [navigate, pathname, search],
  );

  return [selectedTab, selectTab];
}
