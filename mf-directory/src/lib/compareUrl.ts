// The address of a comparison (docs/product/directory.md §8): the compare page builds it, and every
// organization page links to it with Compare.
const COMPARE_PATH = '/compare';

/** The page comparing these organizations ('/compare' alone when there are none). */
export function compareUrl(slugs: readonly string[]): string {
  return slugs.length ? `${COMPARE_PATH}?orgs=${slugs.map(encodeURIComponent).join(',')}` : COMPARE_PATH;
}
