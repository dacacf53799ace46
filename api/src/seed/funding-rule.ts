// The counting rule (src/db/funding-rule.ts) applied to the seed data: the total data:check
// prints and the tests compare with the FIA's 2025 figure.
import { FUNDING_RULE } from '../db/funding-rule';
import { convertToUsd, fxRateTable, monthOf } from '../db/money';
import type { SeedData } from './load';
import { kindFromTags } from './kind';

export { FUNDING_RULE };

const DEVELOPER_TAGS = new Set(FUNDING_RULE.developer_tags);

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
