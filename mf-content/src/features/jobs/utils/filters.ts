/** The organization filter of /jobs?organization={slug} (the updates feed links there); '' when absent or not a slug. */
export function organizationFilterOf(search: string): string {
  const slug = new URLSearchParams(search).get('organization') ?? '';
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : '';
}

/** 'Displaying {count} jobs' (docs/product/content.md §5), word for word: also 'Displaying 1 jobs'. */
export function countText(count: number): string {
  return `Displaying ${count} jobs`;
}
