// GET /api/v1/funding/summary/ (api/src/resources/funding) as react-query options: the page's
// hook and the server render's `load` use the same ones.
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { getJson, type ConceptRef, type FundingAmountFields, type OrganizationRef } from 'mf-shared';
import type { Source } from '../../../lib/types';
import type { FundingFilters } from '../utils/filters';

const FUNDING_SUMMARY_URL = '/api/v1/funding/summary/';

type FundingType = 'investment' | 'non-dilutive';

export interface FundingRound extends FundingAmountFields {
  id: number;
  announcement_date: string;
  round_name: string;
  funding_type: FundingType;
  amount_usd: number | null;
  headline: string;
  announcement_url: string | null;
  recipient_organization: OrganizationRef;
  source_organizations: OrganizationRef[];
  concept: ConceptRef | null;
  country: string | null;
  country_flag_emoji: string | null;
  country_flag_url: string | null;
  sources: Source[];
}

/** The directory's total under its counting rule (api/src/db/funding-rule.ts), whatever the filters. */
export interface FundingCountingRule {
  /** what the total counts, in words */
  text: string;
  /** rounds announced on or before this day (YYYY-MM-DD) */
  announced_by: string;
  /** US dollars of the rounds with a USD figure */
  total_usd: number;
  rounds: number;
  /** counted rounds with no USD figure (undisclosed, or no rate for their month): not in total_usd */
  rounds_without_usd: number;
  organizations: number;
  /** what the total is known to leave out */
  known_gaps: string[];
  reference: { name: string; total_usd: number; url: string };
}

export interface FundingSummary {
  totals: { amount_usd: number; rounds: number; disclosed_rounds: number; organizations: number };
  by_year: { year: number; investment_usd: number; non_dilutive_usd: number; rounds: number }[];
  by_concept: { concept: ConceptRef | null; amount_usd: number; rounds: number }[];
  by_country: { country_code: string | null; country: string | null; amount_usd: number; rounds: number }[];
  largest_rounds: FundingRound[];
  counting_rule: FundingCountingRule;
  options: {
    first_year: number | null;
    last_year: number | null;
    concepts: ConceptRef[];
    countries: { code: string; name: string }[];
  };
}

export const fundingSummaryQuery = (filters: FundingFilters) =>
  queryOptions({
    queryKey: ['funding', 'summary', filters],
    queryFn: ({ client }) => getJson<FundingSummary>(FUNDING_SUMMARY_URL, { ...filters }, client),
  });

/** While other filters load, the previous figures stay on screen (dimmed), not a skeleton. */
export function useFundingSummary(filters: FundingFilters) {
  return useQuery({ ...fundingSummaryQuery(filters), placeholderData: keepPreviousData });
}
