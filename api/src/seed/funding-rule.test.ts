// The counting rule behind the dataset's funding total (issue 23 §1): what it counts, and the
// demo data's total against the FIA's 2025 figure.
import { demoData } from './demo';
import type { SeedFunding, SeedOrganization } from './data/types';
import { FUNDING_RULE, fundingRuleTotal } from './funding-rule';

const org = (slug: string, extra: Partial<SeedOrganization> = {}): SeedOrganization => ({
  slug,
  display_name: slug,
  description: 'An organization.',
  tags: ['Fusion Machine Developer'],
  ...extra,
});
const round = (recipient_slug: string, extra: Partial<SeedFunding>): SeedFunding => ({
  recipient_slug,
  source_slugs: [],
  funding_type: 'investment',
  round_name: 'Round',
  amount_usd: null,
  announcement_date: '2024-05-01',
  headline: 'A round',
  announcement_url: 'https://example.org/round',
  ...extra,
});

test('counts committed amounts of private fusion developers up to 31 July 2025, at the month’s rate', () => {
  const total = fundingRuleTotal({
    organizations: [
      org('private', { kind: 'private-company' }),
      org('corporate', { kind: 'corporate-program' }),
      org('state', { kind: 'state-program' }),
      org('investor', { kind: 'private-company', tags: ['Venture Capital Firm'] }),
    ],
    funding: [
      round('private', { amount_usd: 100_000_000 }),
      round('private', { amount_usd: null, amount: 10_000_000, currency: 'EUR', announcement_date: '2024-05' }),
      round('private', { funding_type: 'non-dilutive', amount_usd: 5_000_000 }),
      round('private', { amount_usd: 1_000_000, announcement_date: '2025-08-01' }), // after the cut-off
      round('private', { amount_usd: null }), // undisclosed
      round('private', { amount_usd: null, amount: 1_000_000, currency: 'GBP', announcement_date: '2024-05' }), // no GBP rate
      round('corporate', { amount_usd: 200_000_000 }),
      round('state', { amount_usd: 300_000_000 }),
      round('investor', { amount_usd: 400_000_000 }),
    ],
    fxRates: [
      {
        currency: 'EUR',
        month: '2024-05',
        usd_per_unit: 1.081,
        source_name: 'G.5',
        source_url: 'https://www.federalreserve.gov/releases/g5/',
      },
    ],
  });
  expect(total.total_usd).toBe(100_000_000 + 10_810_000 + 5_000_000);
  expect(total).toMatchObject({ rounds: 5, undisclosed_rounds: 1, unconverted_rounds: 1, organizations: 1 });
});

describe('the demo data under the rule', () => {
  const total = fundingRuleTotal(demoData);

  test('every disclosed amount has a USD figure', () => {
    expect(total.unconverted_rounds).toBe(0);
  });

  // Not reached yet: the total is about 86% of the FIA's ($8.44 billion of $9.77 billion; see the
  // data check's output, and api/docs/data.md and FUNDING_RULE.known_gaps for what is missing).
  // When the data gets within 10%, this fails: make it a test.
  test.failing('is within 10% of the FIA 2025 report’s total', () => {
    expect(Math.abs(total.total_usd - FUNDING_RULE.reference.total_usd) / FUNDING_RULE.reference.total_usd).toBeLessThanOrEqual(0.1);
  });
});
