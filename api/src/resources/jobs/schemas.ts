import { Type } from 'typebox';
import { Nullable, PagingQuery, SearchText, Slug } from '../../http/schemas';
import { CurrentStatusField, TagGroupField } from '../shared-schemas';
import { JOB_MODES, JOB_TYPES } from './vocabulary';

/** A job's mode: the values job_mode takes (the /jobs facets list them). */
export const JobMode = Type.Union(
  JOB_MODES.map((mode) => Type.Literal(mode)),
  { description: 'Where the work is done' },
);

/** A job's type: the values job_type takes. */
export const JobType = Type.Union(
  JOB_TYPES.map((type) => Type.Literal(type)),
  { description: 'The kind of contract' },
);

/** The facets of /jobs beside What and Where (issue 24), in the job-board sync's vocabulary (vocabulary.ts). */
export const JobFacetQuery = {
  mode: Type.Optional(JobMode),
  type: Type.Optional(JobType),
  country: Type.Optional(
    Type.String({
      minLength: 2,
      maxLength: 100,
      description: "the organization's country: a name as listed (`Germany`) or its ISO code (`DE`)",
    }),
  ),
};

export const JobListQuery = Type.Object({
  /** 'What': words of the title or the organization's name. */
  search: Type.Optional(SearchText),
  /** 'Where': part of a location. */
  location: Type.Optional(SearchText),
  /** A job tag's encoded_url (e.g. 'engineering'); 'all' or absent = every job. */
  tag: Type.Optional(Slug),
  /** An organization slug. */
  organization: Type.Optional(Slug),
  ...JobFacetQuery,
  ...PagingQuery,
});

export const JobFacets = Type.Object({
  total: Type.Integer({ description: 'jobs matching every filter' }),
  mode: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() })),
  type: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() })),
  country: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() })),
  organization: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() })),
});

export const JobOrganization = Type.Object({
  slug: Type.String(),
  display_name: Type.String(),
  logo: Nullable(Type.String()),
  ...TagGroupField,
  is_affiliate: Type.Boolean(),
  country_flag_url: Nullable(Type.String()),
  country_flag_emoji: Nullable(Type.String()),
  ...CurrentStatusField,
});

export const Job = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  locations: Type.Array(Type.String()),
  /** One of JobType (typed as a string until mf-shared's Job declares the vocabulary). */
  job_type: Type.String(),
  /** One of JobMode (typed as a string until mf-shared's Job declares the vocabulary). */
  job_mode: Type.String(),
  tags: Type.String(),
  website_url: Type.String(),
  created_at: Type.String(),
  salary: Nullable(Type.String()),
  organization: JobOrganization,
  /** A demo posting, not a verified live opening: shown with a 'Sample listing' label. */
  is_sample: Type.Optional(Type.Boolean()),
});

export const JobList = Type.Object({
  results: Type.Array(Job),
  next: Nullable(Type.String()),
  count: Type.Integer(),
});

export const JobTag = Type.Object({
  tag: Type.String(),
  tag_without_emoji: Type.String(),
  encoded_url: Type.String(),
  count: Type.Integer(),
});
