// A tab kept in the URL hash (docs/product/shell.md §10: tabs kept in the URL hash): /organizations#funders,
// /jobs#engineering, concept tabs, the supply-chain filter. Pure functions; the hook is useHashTab.

/** The tab every tabbed list starts on, and falls back to. */
export const ALL_TAB = 'all';

/** Tab slugs are kebab-case; anything else in the hash is ignored. */
const TAB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug written in a location hash ('#funders' → 'funders'), or null when it is not a slug. */
export function slugFromHash(hash: string): string | null {
  let slug = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    slug = decodeURIComponent(slug);
  } catch {
    return null;
  }
  return TAB_SLUG_PATTERN.test(slug) ? slug : null;
}

/**
 * The id to show for a hash. Before the ids are known, a well-formed slug is trusted (so the list
 * request can start at once); once they are known, an unknown one falls back to `fallback`.
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

/** A tab the API lists with its slug (organization tag tabs, job tags). */
export interface HashTab {
  encoded_url: string;
}

/** The tab for a hash: a known tab's slug, else 'all' (before the tabs load, a well-formed slug is trusted). */
export function selectedTabFromHash(hash: string, tabs: readonly HashTab[] | undefined): string {
  return selectionFromHash(
    hash,
    tabs?.map((tab) => tab.encoded_url),
    ALL_TAB,
  );
}
