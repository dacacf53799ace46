// Organization calls (spec 000 §7) and the react-query hooks the pages use.
import { useQuery } from '@tanstack/react-query';
import {
  getJson,
  type OrganizationDetail,
  type OrganizationListItem,
  type OrganizationSort,
  type OrganizationTagTab,
  type Paged,
} from 'mf-shared';

export const ORGANIZATIONS_URL = '/api/v1/organizations/';
export const ORGANIZATION_TAGS_URL = '/api/v1/organizations/get-tags/';
/** The list is fetched in one page (spec 000 §9). */
export const ORGANIZATION_LIST_PAGE_SIZE = 9999;

export function organizationUrl(slug: string): string {
  return `${ORGANIZATIONS_URL}${encodeURIComponent(slug)}/`;
}

export const organizationKeys = {
  tags: ['organizations', 'tags'] as const,
  list: (tag: string, sort: OrganizationSort) => ['organizations', 'list', { tag, sort }] as const,
  detail: (slug: string) => ['organizations', 'detail', slug] as const,
};

export function useOrganizationTags() {
  return useQuery({
    queryKey: organizationKeys.tags,
    queryFn: () => getJson<OrganizationTagTab[]>(ORGANIZATION_TAGS_URL),
  });
}

export function useOrganizations({ tag, sort }: { tag: string; sort: OrganizationSort }) {
  return useQuery({
    queryKey: organizationKeys.list(tag, sort),
    queryFn: async () => {
      const page = await getJson<Paged<OrganizationListItem>>(ORGANIZATIONS_URL, {
        tag,
        sort,
        minimal: false,
        page_size: ORGANIZATION_LIST_PAGE_SIZE,
      });
      return page.results;
    },
  });
}

export function useOrganization(slug: string) {
  return useQuery({
    queryKey: organizationKeys.detail(slug),
    queryFn: () => getJson<OrganizationDetail>(organizationUrl(slug)),
  });
}
