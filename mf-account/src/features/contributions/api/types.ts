// The contribution calls' shapes (api/docs/contributions.md; docs/product/api.md §2). The edit views and
// the options come from the types generated from the API's OpenAPI document (types only:
// `npm run gen:types -w api` keeps them current), so they are not restated here.
import type { paths } from 'mf-shared/api-types';

/** What a GET of `path` answers (200), as the API's OpenAPI document describes it. */
type Answer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer R } } } } }
  ? R
  : never;

/** GET /api/v1/contributions/options/: docs/product/api.md §3 tag buttons by group, in order; statuses; concepts; limits. */
export type ContributionOptions = Answer<'/api/v1/contributions/options/'>;

/** GET /api/v1/organizations/{slug}/edit/ (docs/product/api.md §2 "Organization edit view"). */
export type OrganizationEditView = Answer<'/api/v1/organizations/{slug}/edit/'>;

/** GET /api/v1/projects/{slug}/edit/ (docs/product/api.md §2 "Project edit view"). */
export type ProjectEditView = Answer<'/api/v1/projects/{slug}/edit/'>;

/** GET /api/v1/supply-chain/: categories and their sub-categories (what an offering names). */
export interface SupplyChainCategory {
  name: string;
  slug: string;
  sub_categories: { name: string; slug: string }[];
}

export interface OrganizationChoice {
  slug: string;
  display_name: string;
}
