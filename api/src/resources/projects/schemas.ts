import { Type } from 'typebox';
import { ArticleAbout } from '../articles/schemas';
import { ProjectPerformancePoint } from '../progress/schemas';
import { Nullable, Paged, PagingQuery, Slug } from '../../http/schemas';
import {
  ConceptRef,
  CountryFields,
  CurrentStatusField,
  OrganizationRef,
  ProjectMedia,
  ProjectStatus,
  Source,
  TagName,
} from '../shared-schemas';

export const PROJECT_SORTS = ['display_name', 'project_status'] as const;

const Year = Type.Integer({ minimum: 1000, maximum: 9999 });

/** The facets of /projects (issue 24): each narrows the list, the facet counts and the exports alike. */
export const ProjectFilterQuery = {
  concept: Type.Optional(Slug),
  status: Type.Optional(ProjectStatus),
  country: Type.Optional(
    Type.String({ minLength: 2, maxLength: 100, description: 'a country name as listed (`Germany`) or its ISO 3166 alpha-2 code (`DE`)' }),
  ),
  started_from: Type.Optional(Year),
  started_to: Type.Optional(Year),
};

export const ProjectFacets = Type.Object({
  total: Type.Integer({ description: 'projects matching every filter' }),
  status: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() })),
  country: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() })),
  year_operations_started: Nullable(Type.Object({ min: Type.Integer(), max: Type.Integer() })),
});

export const ProjectListQuery = Type.Object({
  ...ProjectFilterQuery,
  sort: Type.Optional(Type.Union(PROJECT_SORTS.flatMap((field) => [Type.Literal(field), Type.Literal(`-${field}`)]))),
  ...PagingQuery,
});

export const ProjectListItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  display_name: Type.String(),
  is_approved: Type.Boolean(),
  project_status: Nullable(ProjectStatus),
  year_operations_started: Nullable(Type.Integer()),
  year_operations_ended: Nullable(Type.Integer()),
  latitude: Nullable(Type.Number({ minimum: -90, maximum: 90, description: 'Where the machine stands, WGS 84 degrees.' })),
  longitude: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  major_radius_m: Nullable(Type.Number({ description: 'Major radius, metres (magnetic-confinement machines).' })),
  toroidal_field_t: Nullable(Type.Number({ description: 'Toroidal magnetic field on axis, tesla.' })),
  plasma_current_ma: Nullable(Type.Number({ description: 'Plasma current, megaamperes.' })),
  concept: Nullable(ConceptRef),
  affiliated_organizations: Type.Array(OrganizationRef),
  media: Type.Array(ProjectMedia),
  ...CountryFields,
});

export const ProjectProvider = Type.Object({
  supplier: Type.Object({
    is_approved: Type.Boolean(),
    slug: Type.String(),
    display_name: Type.String(),
    ...CurrentStatusField,
  }),
  product_categories: Type.Array(TagName),
  description: Nullable(Type.String()),
  announcement_url: Nullable(Type.String()),
});

export const Publication = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  publication_url: Type.String(),
  publication_type: Type.Optional(Nullable(Type.String())),
  authors: Type.Optional(Type.Array(Type.String())),
});

export const ProjectDetail = Type.Object({
  ...ProjectListItem.properties,
  description: Nullable(Type.String()),
  providers: Type.Array(ProjectProvider),
  publications: Type.Array(Publication),
  supply_chain_category: Nullable(Type.Object({ name: Type.String() })),
  announcement_url: Nullable(Type.String()),
  source_url: Nullable(Type.String()),
  sources: Type.Optional(Type.Array(Source)),
  articles: Type.Optional(Type.Array(ArticleAbout, { description: 'published articles about it (their mentions), newest first' })),
  performance_points: Type.Array(ProjectPerformancePoint, {
    description: 'its plasma performance points (the Lawson chart), oldest first; /api/v1/projects/{slug}/progress.svg charts them',
  }),
});

export const ProjectList = Paged(ProjectListItem);

export const ConceptTab = Type.Object({ display_name: Type.String(), slug: Type.String(), count: Type.Integer() });
