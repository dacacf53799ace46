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

export const FundingEntry = Type.Object({
  id: Type.Integer(),
  announcement_date: Type.String(),
  round_name: Type.String(),
  amount_usd: Nullable(Type.Number()),
  headline: Type.String(),
  announcement_url: Nullable(Type.String()),
  source_organizations: Type.Array(OrganizationRef),
  recipient_organization: OrganizationRef,
});

/** Country fields every row with a country carries. */
export const CountryFields = {
  country: Nullable(Type.String()),
  country_flag_emoji: Nullable(Type.String()),
  country_flag_url: Nullable(Type.String()),
};
