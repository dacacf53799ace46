// Entity pieces used by several resources (mf-shared/src/types/entities.ts).
import { Type } from 'typebox';
import { Nullable } from '../http/schemas';

export const TagName = Type.Object({ name: Type.String() });

export const OrganizationRef = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  display_name: Type.String(),
  acronym_name: Nullable(Type.String()),
});

export const ConceptRef = Type.Object({ display_name: Type.String(), slug: Type.String() });

export const ProjectMedia = Type.Object({ id: Type.Integer(), image_url: Type.String() });

export const ProjectStatus = Type.Union([
  Type.Literal('Planned'),
  Type.Literal('Under Construction'),
  Type.Literal('Operating'),
  Type.Literal('Upgrading / Maintenance'),
  Type.Literal('Shut Down'),
]);

/**
 * A public source of a record's facts; verified_on is the day the facts were last checked
 * against it (YYYY-MM-DD), null when not checked (api/README.md, Data).
 */
export const Source = Type.Object({
  url: Type.String(),
  title: Type.String(),
  verified_on: Nullable(Type.String()),
});

// `sources` and `is_sample` are always sent; they are declared optional only until
// mf-shared/src/types/entities.ts adds them (the contract test needs mutual assignability).
export const FundingEntry = Type.Object({
  id: Type.Integer(),
  announcement_date: Type.String(),
  round_name: Type.String(),
  amount_usd: Nullable(Type.Number()),
  headline: Type.String(),
  announcement_url: Nullable(Type.String()),
  source_organizations: Type.Array(OrganizationRef),
  recipient_organization: OrganizationRef,
  sources: Type.Optional(Type.Array(Source)),
});

/** Country fields every row with a country carries. */
export const CountryFields = {
  country: Nullable(Type.String()),
  country_flag_emoji: Nullable(Type.String()),
  country_flag_url: Nullable(Type.String()),
};
