// The ledger's data:check rules fail on what they are meant to catch, and pass the seed.
import { milestoneSeed, type SeedMilestone } from '../data/milestones';
import { DATA_AS_OF } from '../data/sources';
import { checkMilestones } from './milestones';

const source = (url: string) => ({ url, title: 'A source', verified_on: null, checked: 'cited' as const });
const claim = (said_on: string | null, url = 'https://news.example.net/claim') => ({
  text: 'Q > 1',
  said_on,
  target: '2027',
  source: source(url),
});

test('the seeded ledger passes', () => {
  expect(checkMilestones(milestoneSeed(), DATA_AS_OF)).toEqual([]);
});

test('a claim without an http(s) source, a denylisted host, a date after today and an out-of-order revision are reported', () => {
  const bad: SeedMilestone[] = [
    { organization_slug: 'a', kind: 'q-sci', claim: claim('2024', 'not a url') },
    { organization_slug: 'b', kind: 'q-sci', claim: claim('2024', 'https://www.crunchbase.com/organization/b') },
    { organization_slug: 'c', kind: 'first-plasma', achievement: { date: '2027-01', source: source('https://news.example.net/c') } },
    { organization_slug: 'd', kind: 'q-sci', claim: claim('2022'), revisions: [{ ...claim('2023'), note: 'replaced' }] },
  ];
  expect(checkMilestones(bad, '2026-11-26')).toEqual([
    "sources: milestone q-sci of a has a source without an http(s) URL ('not a url')",
    'sources: milestone q-sci of b cites crunchbase.com (database aggregator (cite the announcement it summarises))',
    'dates: milestone first-plasma of c is reached after today (2027-01)',
    'dates: milestone q-sci of d has a revision said after the claim replacing it',
  ]);
});
