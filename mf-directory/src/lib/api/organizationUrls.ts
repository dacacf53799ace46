// The API's organization addresses (docs/product/api.md §7), for the organization pages and /compare.
export const ORGANIZATIONS_URL = '/api/v1/organizations/';

export function organizationUrl(slug: string): string {
  return `${ORGANIZATIONS_URL}${encodeURIComponent(slug)}/`;
}
