import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ALL_TAB, selectionFromHash, type HashTab } from '../hash/tabHash';
import { useAfterHydration } from './useHydrated';

/**
 * The selected tab, read from the URL hash; selecting a tab writes the hash (a new history entry,
 * so Back returns to the previous tab; navigating to a hash does not scroll). Back/Forward and
 * links to another hash change the router's location, so the selection follows. The server never
 * sees the hash: it renders `fallback`, and so does the hydrating render; the hash's tab follows
 * right after (a second render only when there is a hash).
 */
export function useHashSelection(
  ids: readonly string[] | undefined,
  fallback: string,
  aliases?: ReadonlyMap<string, string>,
): [string, (id: string) => void] {
  const { pathname, search, hash: locationHash } = useLocation();
  const hash = useAfterHydration(locationHash, '');
  const navigate = useNavigate();
  const selected = selectionFromHash(hash, ids, fallback, aliases);
  const select = useCallback((id: string) => navigate({ pathname, search, hash: id }), [navigate, pathname, search]);
  return [selected, select];
}

/** useHashSelection for tabs the API lists with their slugs, falling back to 'all'. */
export function useHashTab(tabs: readonly HashTab[] | undefined): [string, (tab: string) => void] {
  return useHashSelection(
    tabs?.map((tab) => tab.encoded_url),
    ALL_TAB,
  );
}
