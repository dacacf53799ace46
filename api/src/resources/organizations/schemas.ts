import { Type } from 'typebox';
import { ArticleAbout } from '../articles/schemas';
import { ORGANIZATION_TAB_SLUGS } from '../../seed/catalogue';
import { Nullable, PagingQuery, Slug } from '../../http/schemas';
import {
  ConceptRef,
  CountryFields,
  FundingEntry,
  OrganizationKind,
  OrganizationModelFields,
  ProjectStatus,
  Source,
  TagGroupField,
  TagName,
} from '../shared-schemas';

const ORGANIZATION_SORTS = ['display_name', 'country', 'total_funding'] as const;

/** A current status to filter by; `none` is an organization with no status recorded. */
const ORGANIZATION_STATUS_FILTERS = ['active', 'acquired', 'merged', 'defunct', 'public', 'none'] as const;

const Year = Type.Integer({ minimum: 1000, maximum: 9999 });

/** The facets of /organizations (issue 24): each narrows the list, the facet counts and the exports alike. */
export const OrganizationFilterQuery = {
  tag: Type.Optional(Type.Union(ORGANIZATION_TAB_SLUGS.map((slug) => Type.Literal(slug)))),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'part of the name or acronym (case-insensitive)' })),
  country: Type.Optional(
    Type.String({ minLength: 2, maxLength: 100, description: 'a country name as listed (`Germany`) or its ISO 3166 alpha-2 code (`DE`)' }),
  ),
  kind: Type.Optional(OrganizationKind),
  status: Type.Optional(
    Type.Union(
      ORGANIZATION_STATUS_FILTERS.map((status) => Type.Literal(status)),
      { description: 'the current status' },
    ),
  ),
  funding_min: Type.Optional(Type.Number({ minimum: 0, description: 'total funding at least this many USD' })),
  funding_max: Type.Optional(Type.Number({ minimum: 0, description: 'total funding at most this many USD' })),
  founded_from: Type.Optional(Year),
  founded_to: Type.Optional(Year),
};

export const OrganizationListQuery = Type.Object({
  ...OrganizationFilterQuery,
  sort: Type.Optional(Type.Union(ORGANIZATION_SORTS.flatMap((field) => [Type.Literal(field), Type.Literal(`-${field}`)]))),
  minimal: Type.Optional(Type.Boolean()),
  ...PagingQuery,
});

export const OrganizationMinimal = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  display_name: Type.String(),
  acronym_name: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  is_affiliate: Type.Boolean(),
  ...CountryFields,
  total_funding: Type.Number(),
  ...OrganizationModelFields,
  ...TagGroupField,
});

export const OrganizationListItem = Type.Object({
  ...OrganizationMinimal.properties,
  city: Nullable(Type.String()),
  region: Nullable(Type.String()),
  founding_year: Nullable(Type.Integer()),
  description: Nullable(Type.String()),
  organization_tags: Type.Array(TagName),
  is_approved: Type.Boolean(),
  total_projects: Type.Integer(),
  total_jobs: Type.Integer(),
  total_funding_undisclosed: Type.Boolean({
    description: "it received rounds but none has a USD figure: show the total as 'undisclosed', never $0",
  }),
});

export const OrganizationList = Type.Object({
  results: Type.Union([Type.Array(OrganizationListItem), Type.Array(OrganizationMinimal)]),
  next: Nullable(Type.String()),
});

const FacetValue = Type.Object({
  value: Type.String({ description: 'the query parameter value' }),
  label: Type.String(),
  count: Type.Integer({ description: 'organizations it would list, with every other filter kept' }),
});

export const OrganizationFacets = Type.Object({
  total: Type.Integer({ description: 'organizations matching every filter' }),
  country: Type.Array(FacetValue),
  kind: Type.Array(FacetValue),
  status: Type.Array(FacetValue),
  founding_year: Nullable(Type.Object({ min: Type.Integer(), max: Type.Integer() })),
  total_funding: Type.Object({ max: Type.Number() }),
});

export const OrganizationTagTab = Type.Object({ tag: Type.String(), encoded_url: Type.String(), count: Type.Integer() });

export const OrganizationProject = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  display_name: Type.String(),
  project_status: Nullable(ProjectStatus),
  is_approved: Type.Boolean(),
  concept: Nullable(ConceptRef),
});

export const ProjectSupplied = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  display_name: Type.String(),
  supply_chain_category: Nullable(Type.Object({ name: Type.String() })),
  description: Nullable(Type.String()),
  announcement_url: Nullable(Type.String()),
});

export const SupplyChainOffering = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  supply_chain_link: Type.String(),
  offering_link: Nullable(Type.String()),
});

export const Person = Type.Object({ id: Type.Integer(), name: Type.String(), title: Type.Optional(Nullable(Type.String())) });

export const OrganizationDetail = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  display_name: Type.String(),
  acronym_name: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  description: Nullable(Type.String()),
  self_description: Nullable(Type.String()),
  contact_email: Nullable(Type.String()),
  website_url: Nullable(Type.String()),
  jobs_url: Nullable(Type.String()),
  founding_year: Nullable(Type.Integer()),
  city: Nullable(Type.String()),
  region: Nullable(Type.String()),
  ...CountryFields,
  founders: Type.Array(Person),
  leadership: Type.Array(Person),
  organization_tags: Type.Array(TagName),
  ...TagGroupField,
  is_affiliate: Type.Boolean(),
  is_approved: Type.Boolean(),
  total_funding: Type.Number(),
  total_projects: Type.Integer(),
  total_jobs: Type.Integer(),
  total_supply_chain_offerings: Type.Integer(),
  total_funding_received_investment: Type.Number(),
  total_funding_received_nondilutive: Type.Number(),
  total_funding_undisclosed: Type.Boolean({
    description: "it received rounds but none has a USD figure: show the total as 'undisclosed', never $0",
  }),
  projects: Type.Array(OrganizationProject),
  projects_supplied: Type.Array(ProjectSupplied),
  supply_chain: Type.Array(SupplyChainOffering),
  funding_received_investment: Type.Array(FundingEntry),
  funding_received_nondilutive: Type.Array(FundingEntry),
  funding_provided_investment: Type.Array(FundingEntry),
  funding_provided_nondilutive: Type.Array(FundingEntry),
  source_url: Nullable(Type.String()),
  sources: Type.Optional(Type.Array(Source)),
  articles: Type.Optional(Type.Array(ArticleAbout, { description: 'published articles about it (their mentions), newest first' })),
  ...OrganizationModelFields,
  job_board: Type.Optional(
    Nullable(
      Type.Object({
        kind: Type.Union(['greenhouse', 'lever', 'ashby', 'url'].map((kind) => Type.Literal(kind))),
        id: Type.String({ description: 'the board token (greenhouse, lever, ashby) or the careers page URL (url)' }),
      }),
    ),
  ),
});

export const SlugParams = Type.Object({ slug: Slug });
