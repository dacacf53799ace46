// The selected organization tab lives in the URL hash (spec 000 §2): /organizations#funders.
import type { OrganizationTagTab } from 'mf-shared';

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
 * The tab to show for a hash. Before the tab list has loaded, a well-formed slug is trusted so the
 * list request can start at once; once it has loaded, an unknown slug falls back to 'all'.
 */
export function selectedTabFromHash(hash: string, tabs: readonly OrganizationTagTab[] | undefined): string {
  const slug = slugFromHash(hash);
  if (!slug) return ALL_TAB;
  if (!tabs) return slug;
  return tabs.some((tab) => tab.encoded_url === slug) ? slug : ALL_TAB;
}
