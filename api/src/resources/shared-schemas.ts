// Entity pieces used by several resources (mf-shared/src/types/entities.ts).
import { Type } from 'typebox';
import { Nullable } from '../http/schemas';

export const TagName = Type.Object({ name: Type.String() });

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
 * A public source of a record's facts (api/docs/data.md). `checked`: how it was checked;
 * verified_on: the day a person read it (YYYY-MM-DD), null unless checked is a reading.
 * The issue-19 fields are optional in the schema only until mf-shared's types declare them.
 */
export const Source = Type.Object({
  url: Type.String(),
  title: Type.String(),
  verified_on: Nullable(Type.String()),
  checked: Type.Optional(
    Type.Union([Type.Literal('live'), Type.Literal('stored-copy'), Type.Literal('cited')], {
      description: "'live': a person read the page on the web; 'stored-copy': a stored copy of it; 'cited': cited without reading",
    }),
  ),
  published_on: Type.Optional(Nullable(Type.String({ description: "the page's own date (YYYY-MM-DD), where known" }))),
});

export const DatePrecision = Type.Union([Type.Literal('day'), Type.Literal('month'), Type.Literal('year')], {
  description:
    "how precisely the date is known: 'month' and 'year' dates are stored as the period's first day and shown as 'June 2025' / '2025'",
});

/**
 * A funding amount in its original currency and its USD figure (issue 19). Optional in the
 * schema only until mf-shared's types declare them; always sent.
 */
export const FundingAmountFields = {
  amount: Type.Optional(Nullable(Type.Number({ description: 'the amount as announced, in `currency`; null = undisclosed' }))),
  currency: Type.Optional(Nullable(Type.String({ description: 'ISO 4217 code of `amount`' }))),
  amount_usd_note: Type.Optional(
    Nullable(
      Type.String({ description: "where amount_usd comes from: 'converted from €20M', 'no rate for 2025-06' (amount_usd null), or null" }),
    ),
  ),
  date_precision: Type.Optional(DatePrecision),
  is_undisclosed: Type.Optional(Type.Boolean({ description: "no amount was disclosed: show 'undisclosed', never $0" })),
};

export const OrganizationKind = Type.Union(
  ['private-company', 'corporate-program', 'state-program', 'university', 'laboratory', 'investor', 'nonprofit'].map((kind) =>
    Type.Literal(kind),
  ),
  { description: 'what the organization is (separate from its tags)' },
);

/** An organization's current status: the latest event of its status history. */
export const OrganizationStatus = Type.Object({
  status: Type.Union(['active', 'acquired', 'merged', 'defunct', 'public'].map((status) => Type.Literal(status))),
  date: Type.String({ description: 'YYYY-MM-DD (the first day of the month or year when date_precision says so)' }),
  date_precision: DatePrecision,
  merged_into: Nullable(
    Type.Object({
      slug: Nullable(Type.String({ description: 'null when that organization is unpublished: show the name without a link' })),
      name: Type.String(),
    }),
  ),
  ticker: Nullable(Type.String()),
});

/**
 * An organization's current status where another record lists it (supplier, investor, search
 * result…), so every list labels a defunct or merged company; null = no status recorded.
 * Optional: not every answer that lists organizations carries it.
 */
export const CurrentStatusField = { status: Type.Optional(Nullable(OrganizationStatus)) };

/** What an organization mainly is (organization-status.ts organizationTagGroupSql): its logo placeholder's colour. */
export const TagGroupField = {
  tag_group: Nullable(
    Type.String({
      description: "the group of its first tag in catalogue order ('Fusion Developers'…): what it mainly is; null without tags",
    }),
  ),
};

export const OrganizationRef = Type.Object({
  id: Type.Integer(),
  slug: Nullable(Type.String({ description: 'null when that organization is unpublished: show the name without a link' })),
  display_name: Type.String(),
  acronym_name: Nullable(Type.String()),
  ...CurrentStatusField,
});

// `sources` and `is_sample` are always sent; they are declared optional only until
// mf-shared/src/types/entities.ts adds them (the contract test needs mutual assignability).
export const FundingEntry = Type.Object({
  id: Type.Integer(),
  announcement_date: Type.String(),
  round_name: Type.String(),
  amount_usd: Nullable(Type.Number()),
  ...FundingAmountFields,
  headline: Type.String(),
  announcement_url: Nullable(Type.String()),
  source_organizations: Type.Array(OrganizationRef),
  recipient_organization: OrganizationRef,
  sources: Type.Optional(Type.Array(Source)),
});

/** The organization fields of issue 19 on list items and detail (optional until mf-shared declares them). */
export const OrganizationModelFields = {
  kind: Type.Optional(Nullable(OrganizationKind)),
  status: Type.Optional(Nullable(OrganizationStatus)), // null = no status recorded
};

/** Country fields every row with a country carries. */
export const CountryFields = {
  country: Nullable(Type.String()),
  country_flag_emoji: Nullable(Type.String()),
  country_flag_url: Nullable(Type.String()),
};
