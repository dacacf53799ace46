// The counting rule behind the dataset's funding total, set to compare with the Fusion Industry
// Association's 2025 report ($9.766 billion across 53 companies, to July 2025; issue 23 §1):
// investment rounds and non-dilutive awards, to organizations of kind 'private-company' tagged as
// fusion developers, announced on or before 31 July 2025, committed amounts only (the USD figure
// at the announcement month's rate; amounts tied to later milestones are not in it), national
// programs' own budgets excluded (they go to state programs, not private companies).
import { convertToUsd, fxRateTable, monthOf } from '../db/money';
import type { SeedData } from './load';
import { kindFromTags } from './kind';

export const FUNDING_RULE = {
  text:
    'Investment rounds and non-dilutive awards to private companies developing fusion machines or technology, ' +
    'announced on or before 31 July 2025, committed amounts only, in US dollars at the announcement month’s rate; ' +
    'national programs’ own budgets are excluded. Undisclosed amounts count nowhere (shown as undisclosed).',
  announced_by: '2025-07-31',
  /** The FIA's 2025 figure the rule is built to compare with, and its source. */
  reference_usd: 9_766_000_000,
  reference_source: 'https://www.neimagazine.com/news/fusion-funding-hits-record-high/',
} as const;

const DEVELOPER_TAGS = new Set(['Fusion Machine Developer', 'Fusion Technology Developer']);

export interface FundingRuleTotal {
  total_usd: number;
  rounds: number;
  undisclosed_rounds: number;
  /** Rounds with an amount but no USD figure (no rate for the month). */
  unconverted_rounds: number;
  organizations: number;
  by_organization: Record<string, number>;
}

/** The total under FUNDING_RULE for a dataset. */
export function fundingRuleTotal(data: Pick<SeedData, 'organizations' | 'funding' | 'fxRates'>): FundingRuleTotal {
  const rates = fxRateTable(data.fxRates ?? []);
  const counted = new Set(
    data.organizations
      .filter((o) => (o.kind === undefined ? kindFromTags(o.tags) : o.kind) === 'private-company')
      .filter((o) => o.tags.some((tag) => DEVELOPER_TAGS.has(tag)))
      .map((o) => o.slug),
  );
  const result: FundingRuleTotal = {
    total_usd: 0,
    rounds: 0,
    undisclosed_rounds: 0,
    unconverted_rounds: 0,
    organizations: 0,
    by_organization: {},
  };
  for (const f of data.funding) {
    if (!counted.has(f.recipient_slug) || f.announcement_date > FUNDING_RULE.announced_by) continue;
    result.rounds += 1;
    let usd = f.amount_usd;
    if (usd == null && f.amount != null && f.currency)
      usd = convertToUsd(f.amount, f.currency, monthOf(f.announcement_date), rates).amount_usd;
    if (usd == null) {
      if (f.amount == null) result.undisclosed_rounds += 1;
      else result.unconverted_rounds += 1;
      continue;
    }
    result.total_usd += usd;
    result.by_organization[f.recipient_slug] = (result.by_organization[f.recipient_slug] ?? 0) + usd;
  }
  result.organizations = Object.keys(result.by_organization).length;
  return result;
}
