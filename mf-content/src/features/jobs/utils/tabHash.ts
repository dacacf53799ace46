// The selected job tab lives in the URL hash (spec 000 §2 /jobs: 'the hash selects the tab').
import type { JobTag } from 'mf-shared';

export const ALL_TAB = 'all';

const TAB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** '#engineering' → 'engineering'; null when the hash is not a tab slug. */
export function slugFromHash(hash: string): string | null {
  let slug = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    slug = decodeURIComponent(slug);
  } catch {
    return null;
  }
  return TAB_SLUG_PATTERN.test(slug) ? slug : null;
}

/** The tab for a hash: a known tag's slug, else 'all' (before the tags load, a well-formed slug is trusted). */
export function selectedTabFromHash(hash: string, tags: readonly JobTag[] | undefined): string {
  const slug = slugFromHash(hash);
  if (!slug) return ALL_TAB;
  if (!tags) return slug;
  return tags.some((tag) => tag.encoded_url === slug) ? slug : ALL_TAB;
}
