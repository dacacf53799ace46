// The counting rule of the directory's funding total (issue 23 §1), shared by the API's funding
// summary and the seed data check: investment rounds and non-dilutive awards received by
// organizations of kind 'private-company' tagged as fusion developers, announced on or before
// 31 July 2025, committed amounts only (amount_usd: at the announcement month's rate; amounts
// tied to later milestones are not in it), national programs' own budgets excluded (they are not
// received by private companies). Built to compare with the FIA's 2025 report.

export const FUNDING_RULE = {
  text:
    'Investment rounds and non-dilutive awards to private companies developing fusion machines or technology, ' +
    'announced on or before 31 July 2025; committed amounts only, in US dollars at the announcement month’s rate; ' +
    'national programs’ own budgets excluded; undisclosed amounts count nowhere.',
  announced_by: '2025-07-31',
  developer_tags: ['Fusion Machine Developer', 'Fusion Technology Developer'] as readonly string[],
  // What the total is known to miss (api/docs/data.md, 'The funding total's counting rule'):
  // served with it so /funding says so next to the figure.
  known_gaps: [
    'ENN beyond the $200m the FIA’s 2023 report names; SHINE’s 2016 funding and its rounds after 2021 other than the FIA’s 2024 figure and the $131.7m of April 2021',
    'General Fusion after 2021 beyond its Series F (its reported totals disagree: over $340m by May 2025 with grants, $440m per PitchBook; the listed rounds add up to $355m); Zap’s rounds beyond those listed (its 2021 Series B was not found in a stored page)',
    'Kyoto Fusioneering’s rounds between February 2022 and its 2023 Series C; EX-Fusion and Startorus, whose cumulative totals were read but not all their rounds’ dates; Helical Fusion after July 2025',
    'public grants whose per-company amounts were not published (DOE Milestone awards other than Xcimer’s and Realta’s, BMBF, Moonshot), Focused Energy’s grants and Avalanche’s Washington State grant (read only on a re-post host)',
    'rounds without a dated page that can be cited (Thea’s Series A, read only in undated copies; Renaissance’s €32m and Novatron’s €10m of 2025, read only in a machine-reworded copy; Avalanche’s 2025 round; First Light before 2021, whose £22.7m commitment (first close £14m) is undated; Fuse’s $32m, on a look-alike host only)',
    'Marvel Fusion beyond its Series A and B: €170m private and €215m in public-private partnerships by 2025, read only on re-post hosts, the public part described as partnerships rather than awards to the company',
    'NEO Fusion’s June 2024 capital increase (registered capital from ¥5bn to ¥14.5bn, subscribed by CNPC’s Kunlun Capital, Hefei Science Island Holdings and Anhui’s state investors): state money into a company counted here as private, read only on weak hosts',
  ] as readonly string[],
  reference: {
    name: 'Fusion Industry Association, The global fusion industry in 2025 (53 companies, to July 2025)',
    total_usd: 9_766_000_000,
    url: 'https://www.neimagazine.com/news/fusion-funding-hits-record-high/',
  },
} as const;
