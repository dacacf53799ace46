import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { slugFromHash } from '../../organizations/utils/tabHash';
import { useAfterHydration } from './useAfterHydration';

/**
 * A tab kept in the URL hash (spec 000 §2: concept tabs, supply chain filter). The server and
 * the hydrating render never see the hash, so both show `fallback`. Before the ids are known,
 * a well-formed slug is trusted (the list request can start); once known, an unknown one falls back.
 */
export function selectionFromHash(
  hash: string,
  ids: readonly string[] | undefined,
  fallback: string,
  /** Other spellings of an id (e.g. a category's kebab-case name for its slug). */
  aliases?: ReadonlyMap<string, string>,
): string {
  const slug = slugFromHash(hash);
  if (!slug) return fallback;
  const id = aliases?.get(slug) ?? slug;
  if (!ids) return id;
  return ids.includes(id) ? id : fallback;
}

export function useHashSelection(
  ids: readonly string[] | undefined,
  fallback: string,
  aliases?: ReadonlyMap<string, string>,
): [string, (id: string) => void] {
  const { pathname, search, hash: locationHash } = useLocation();
  // The server never sees the hash: '' there and while hydrating (a second render only when there is one).
  const hash = useAfterHydration(locationHash, '');
  const navigate = useNavigate();
  const selected = selectionFromHash(hash, ids, fallback, aliases);
  // A new history entry per tab, so Back returns to the previous one.
  const select = useCallback((id: string) => navigate({ pathname, search, hash: id }), [navigate, pathname, search]);
  return [selected, select];
}
