// GET /api/v1/funding/summary/: disclosed funding by year, concept and country, and the largest rounds.
import { Type, type Static } from 'typebox';
import { Nullable, Slug } from '../../http/schemas';
import { ConceptRef, CountryFields, FundingAmountFields, OrganizationRef, Source } from '../shared-schemas';

const FUNDING_TYPES = ['investment', 'non-dilutive'] as const;

const MIN_YEAR = 1950;
const MAX_YEAR = 2100;
const Year = Type.Integer({ minimum: MIN_YEAR, maximum: MAX_YEAR });

/** The filters of /funding (kept in the page's URL) and of the funding-rounds export. */
export const FundingFilterQuery = Type.Object({
  type: Type.Optional(
    Type.Union(
      FUNDING_TYPES.map((type) => Type.Literal(type)),
      { description: 'investment or non-dilutive' },
    ),
  ),
  from: Type.Optional(Type.Integer({ ...Year, description: 'first year (announcement date), inclusive' })),
  to: Type.Optional(Type.Integer({ ...Year, description: 'last year, inclusive' })),
  /** the recipient's confinement concept (slug) */
  concept: Type.Optional(Slug),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: "the recipient's country (ISO 3166-1 alpha-2)" })),
});
export type FundingFilters = Static<typeof FundingFilterQuery>;

/** A funding round with what the overview shows: type, recipient's concept and country, sources. */
export const FundingRound = Type.Object({
  id: Type.Integer(),
  announcement_date: Type.String({ description: 'YYYY-MM-DD' }),
  round_name: Type.String(),
  funding_type: Type.Union(FUNDING_TYPES.map((type) => Type.Literal(type))),
  amount_usd: Nullable(Type.Number()),
  ...FundingAmountFields,
  headline: Type.String(),
  announcement_url: Nullable(Type.String()),
  recipient_organization: OrganizationRef,
  source_organizations: Type.Array(OrganizationRef),
  concept: Nullable(ConceptRef),
  ...CountryFields,
  sources: Type.Array(Source),
});

const Amount = Type.Number({ description: 'US dollars; rounds with an undisclosed amount count as 0' });

export const FundingSummary = Type.Object({
  totals: Type.Object({
    amount_usd: Amount,
    rounds: Type.Integer(),
    /** rounds whose amount is known */
    disclosed_rounds: Type.Integer(),
    organizations: Type.Integer(),
  }),
  /** Every year from the first to the last round that matches (years without rounds are 0). */
  by_year: Type.Array(Type.Object({ year: Type.Integer(), investment_usd: Amount, non_dilutive_usd: Amount, rounds: Type.Integer() })),
  /** Largest first; concept null = recipients without a project of known concept. */
  by_concept: Type.Array(Type.Object({ concept: Nullable(ConceptRef), amount_usd: Amount, rounds: Type.Integer() })),
  /** Largest first. */
  by_country: Type.Array(
    Type.Object({ country_code: Nullable(Type.String()), country: Nullable(Type.String()), amount_usd: Amount, rounds: Type.Integer() }),
  ),
  largest_rounds: Type.Array(FundingRound),
  /** The directory's total under its counting rule (src/db/funding-rule.ts), whatever the filters. */
  counting_rule: Type.Object({
    text: Type.String({ description: 'what the total counts, in words' }),
    announced_by: Type.String({ description: 'rounds announced on or before this day (YYYY-MM-DD)' }),
    total_usd: Type.Number({ description: 'US dollars of the rounds with a USD figure' }),
    rounds: Type.Integer(),
    /** counted rounds with no USD figure (undisclosed, or no rate for their month): not in total_usd */
    rounds_without_usd: Type.Integer(),
    organizations: Type.Integer(),
    known_gaps: Type.Array(Type.String(), { description: 'what the total is known to leave out, one gap a line' }),
    reference: Type.Object({ name: Type.String(), total_usd: Type.Number(), url: Type.String() }),
  }),
  /** What the filters can choose from (whatever is selected). */
  options: Type.Object({
    first_year: Nullable(Type.Integer()),
    last_year: Nullable(Type.Integer()),
    concepts: Type.Array(ConceptRef),
    countries: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  }),
});

export const LARGEST_ROUNDS = 20;
