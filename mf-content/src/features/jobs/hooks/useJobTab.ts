import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { JobTag } from 'mf-shared';
import { useClientHash } from 'mf-shared/area';
import { selectedTabFromHash } from '../utils/tabHash';

/**
 * The selected tab from the URL hash; selecting a tab writes the hash (a history entry, so
 * Back returns to the previous tab). The server never sees the hash: it renders 'all', and so
 * does the hydrating render; the hash's tab follows right after.
 */
export function useJobTab(tags: readonly JobTag[] | undefined): [string, (tab: string) => void] {
  const { pathname, search } = useLocation();
  const hash = useClientHash();
  const navigate = useNavigate();
  const selected = selectedTabFromHash(hash, tags);
  const select = useCallback((tab: string) => navigate({ pathname, search, hash: tab }), [navigate, pathname, search]);
  return [selected, select];
}
