// The add and edit screens' reads as react-query options, shared by the pages' useQuery and the
// server render's `load` (so hydration finds the data). Edit views and the account's own lists
// live under the account's query root: signing in or out forgets them.
import { queryOptions } from '@tanstack/react-query';
import { getJson, type OrganizationMinimal, type Paged, type ProjectListItem } from 'mf-shared';
import { ACCOUNT_QUERY_ROOT } from '../../../lib/api/accountInfo';
import type { ContributionOptions, OrganizationEditView, ProjectEditView, SupplyChainCategory } from './types';

const OPTIONS_URL = '/api/v1/contributions/options/';
const organizationEditUrl = (slug: string) => `/api/v1/organizations/${encodeURIComponent(slug)}/edit/`;
const projectEditUrl = (slug: string) => `/api/v1/projects/${encodeURIComponent(slug)}/edit/`;

/** By name, case-insensitively, the same on the server and in every browser (no locale rules). */
export function byName<T extends { display_name: string }>(items: T[]): T[] {
  const key = (item: T) => item.display_name.toLowerCase();
  return [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * Edit views: not read again right after the server render's copy is hydrated (a minute), never
 * retried on 403/404. Each screen keeps the view it started from (the `version` it will save
 * against); saving or leaving forgets the cached copy, so the next visit reads it fresh.
 */
const EDIT_VIEW = { staleTime: 60_000, retry: false } as const;

export const contributionOptionsQuery = () =>
  queryOptions({
    queryKey: ['contributions', 'options'],
    queryFn: ({ client }) => getJson<ContributionOptions>(OPTIONS_URL, undefined, client),
    staleTime: 60 * 60_000,
  });

export const organizationEditQuery = (slug: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'edit', 'organization', slug],
    queryFn: ({ client }) => getJson<OrganizationEditView>(organizationEditUrl(slug), undefined, client),
    ...EDIT_VIEW,
  });

export const projectEditQuery = (slug: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'edit', 'project', slug],
    queryFn: ({ client }) => getJson<ProjectEditView>(projectEditUrl(slug), undefined, client),
    ...EDIT_VIEW,
  });

/** Every approved organization, for the new project's organization (docs/product/account.md §11: page_size 9999). */
export const organizationChoicesQuery = () =>
  queryOptions({
    queryKey: ['contributions', 'organization-choices'],
    queryFn: async ({ client }) =>
      byName(
        (await getJson<Paged<OrganizationMinimal>>('/api/v1/organizations/', { minimal: true, page_size: 9999 }, client)).results.map(
          ({ slug, display_name }) => ({
            slug,
            display_name,
          }),
        ),
      ),
    staleTime: 5 * 60_000,
  });

/** Approved projects, for an organization's projects supplied. */
export const projectChoicesQuery = () =>
  queryOptions({
    queryKey: ['contributions', 'project-choices'],
    queryFn: async ({ client }) =>
      byName(
        (await getJson<Paged<ProjectListItem>>('/api/v1/projects/', { page_size: 9999 }, client)).results.map(({ slug, display_name }) => ({
          slug,
          display_name,
        })),
      ),
    staleTime: 5 * 60_000,
  });

/** The supply-chain categories and sub-categories an offering names. */
export const supplyChainQuery = () =>
  queryOptions({
    queryKey: ['contributions', 'supply-chain'],
    queryFn: async ({ client }) =>
      (await getJson<{ results: SupplyChainCategory[] }>('/api/v1/supply-chain/', undefined, client)).results.map(
        ({ name, slug, sub_categories }) => ({
          name,
          slug,
          sub_categories: sub_categories.map((sub) => ({ name: sub.name, slug: sub.slug })),
        }),
      ),
    staleTime: 5 * 60_000,
  });
