// Each rule of the data check can fail: a small valid dataset passes, and breaking it one
// way at a time produces the matching violation. The last test runs the check on the demo data.
import { demoData } from '../demo';
import { programs } from '../data/programs';
import { DATA_AS_OF } from '../data/sources';
import type { SeedSource } from '../data/types';
import { checkData, dollarFigures, normalizedName, type CheckedData } from './data-check';
import { denylistedHost, isBareHomepage, notCanonicalHost } from './source-denylist';

const TODAY = '2026-11-23';
const source = (url = 'https://news.example-energy.org/a', verified_on: string | null = '2026-11-20'): SeedSource => ({
  url,
  title: 'A public page',
  verified_on,
  checked: 'stored-copy',
});

function validData(): CheckedData {
  return {
    organizations: [
      {
        slug: 'alpha-fusion',
        display_name: 'Alpha Fusion',
        description: 'A developer.',
        website_url: 'https://alpha-fusion.energy',
        founding_year: 2019,
        tags: ['Fusion Machine Developer'],
        sources: [source('https://alpha-fusion.energy/about')],
        funding_totals: [{ as_of: '2021-01-31', total_usd: 200_000_000, source: source() }],
      },
      {
        slug: 'beta-ventures',
        display_name: 'Beta Ventures',
        description: 'An investor.',
        website_url: 'https://beta.vc',
        tags: ['Venture Capital Firm'],
        sources: [source('https://beta.vc/portfolio')],
      },
      {
        slug: 'energy-department',
        display_name: 'Energy Department',
        description: 'A funder.',
        tags: ['Government Agency'],
        sources: [source('https://energy.example.gov/fusion')],
      },
    ],
    concepts: [{ slug: 'tokamak', display_name: 'Tokamak', description: 'A torus.' }],
    projects: [
      {
        slug: 'alpha-one',
        display_name: 'Alpha One',
        description_html: '<p>A machine. It runs.</p>',
        concept_slug: 'tokamak',
        project_status: 'Operating',
        year_operations_started: 2024,
        organization_slugs: ['alpha-fusion'],
        sources: [source('https://alpha-fusion.energy/alpha-one')],
      },
      {
        slug: 'alpha-two',
        display_name: 'Alpha Two',
        description_html: '<p>A plan. It is later.</p>',
        concept_slug: 'tokamak',
        project_status: 'Planned',
        year_operations_started: 2031,
        organization_slugs: ['alpha-fusion'],
        sources: [source('https://alpha-fusion.energy/alpha-two')],
      },
    ],
    supplyChain: [
      {
        name: 'Magnets',
        slug: 'magnets',
        sub_categories: [
          {
            name: 'HTS Tape',
            slug: 'hts-tape',
            offerings: [{ organization_slug: 'alpha-fusion', source_url: 'https://alpha-fusion.energy/tape' }],
          },
        ],
      },
    ],
    funding: [
      {
        recipient_slug: 'alpha-fusion',
        source_slugs: ['beta-ventures'],
        funding_type: 'investment',
        round_name: 'Series A',
        amount_usd: 115_000_000,
        announcement_date: '2019-06-27',
        headline: 'Alpha Fusion raises $115 million Series A',
        announcement_url: 'https://alpha-fusion.energy/news/a',
        sources: [source('https://alpha-fusion.energy/news/a')],
      },
      {
        recipient_slug: 'alpha-fusion',
        source_slugs: ['beta-ventures'],
        funding_type: 'investment',
        round_name: 'Series A2',
        amount_usd: 84_000_000,
        announcement_date: '2020-05-26',
        headline: 'Alpha Fusion raises $84M in a second tranche',
        announcement_url: 'https://alpha-fusion.energy/news/a2',
        sources: [source('https://alpha-fusion.energy/news/a2')],
      },
      {
        recipient_slug: 'alpha-fusion',
        source_slugs: ['energy-department'],
        funding_type: 'non-dilutive',
        round_name: 'Milestone award',
        amount_usd: 10_000_000,
        announcement_date: '2023-05-31',
        headline: 'Alpha Fusion wins a $10 million milestone award',
        announcement_url: 'https://energy.example.gov/milestone',
        program_slug: 'milestones',
        sources: [source('https://energy.example.gov/milestone')],
      },
    ],
    programs: [
      {
        slug: 'milestones',
        name: 'Milestone program',
        funder_slug: 'energy-department',
        country_code: 'US',
        description: 'Pays for milestones.',
        total_usd: 46_000_000,
        announced_on: '2023-05-31',
        sources: [source('https://energy.example.gov/milestone')],
      },
    ],
    jobs: [
      {
        organization_slug: 'alpha-fusion',
        title: 'Magnet Engineer',
        locations: ['Somewhere'],
        job_type: 'Full-time',
        job_mode: 'On-site',
        tags: ['⚙️ Engineering'],
        website_url: 'https://alpha-fusion.energy/careers',
        created_at: '2026-10-01',
        source_url: 'https://alpha-fusion.energy/careers',
        is_sample: true,
      },
    ],
    articles: [
      {
        slug: 'news',
        title: 'News',
        date: '2026-01-01',
        author: 'Editor',
        summary: 'Summary.',
        body_html: '<p><a href="https://alpha-fusion.energy/news/a">Source</a></p>',
      },
    ],
  };
}

/** The violations after one change to a valid dataset. */
function problemsAfter(change: (data: CheckedData) => void): string[] {
  const data = validData();
  change(data);
  return checkData(data, TODAY).problems;
}

test('a valid dataset passes and is counted per tag group, concept and status', () => {
  const result = checkData(validData(), TODAY);
  expect(result.problems).toEqual([]);
  expect(result.counts.tagGroups['Fusion Developers']).toBe(1);
  expect(result.counts.tagGroups['Investors & Capital Providers']).toBe(1);
  expect(result.counts.concepts).toEqual({ Tokamak: 2 });
  expect(result.counts.statuses).toMatchObject({ Operating: 1, Planned: 1, 'Shut Down': 0 });
  expect(result.counts.records['fusion machine developers']).toBe(1);
});

describe('sources', () => {
  test('every record needs a source', () => {
    expect(problemsAfter((d) => (d.organizations[0]!.sources = []))).toEqual([
      expect.stringMatching(/^sources: organization alpha-fusion has no sources/),
    ]);
    expect(problemsAfter((d) => delete d.projects[0]!.sources)).toEqual([
      expect.stringMatching(/^sources: project alpha-one has no sources/),
    ]);
    expect(problemsAfter((d) => (d.funding[0]!.sources = []))).toEqual([expect.stringMatching(/^sources: funding #1 .* has no sources/)]);
  });

  test('a source must be https', () => {
    expect(problemsAfter((d) => (d.projects[0]!.sources = [source('http://alpha-fusion.energy/x')]))).toEqual([
      expect.stringMatching(/non-https/),
    ]);
  });

  test('a source may not come from a denylisted host, sub-domains included', () => {
    const problems = problemsAfter((d) => {
      d.organizations[1]!.sources = [source('https://staging.globalventuring.com/story')];
      d.funding[0]!.sources = [source('https://news.crunchbase.com/story')];
    });
    expect(problems).toEqual([
      expect.stringMatching(/organization beta-ventures cites .*denylisted host staging.globalventuring.com/),
      expect.stringMatching(/organization beta-ventures cites .*staging or build host/),
      expect.stringMatching(/funding #1 .*denylisted host crunchbase.com/),
    ]);
  });

  test('a source needs a title and a verified_on day that is not in the future', () => {
    expect(problemsAfter((d) => (d.organizations[0]!.sources = [source(undefined, null)]))).toEqual([
      expect.stringMatching(/without verified_on/),
    ]);
    expect(problemsAfter((d) => (d.organizations[0]!.sources = [source(undefined, '2026-12-01')]))).toEqual([
      expect.stringMatching(/^dates: .* after today/),
    ]);
    expect(problemsAfter((d) => (d.organizations[0]!.sources = [{ ...source(), title: ' ' }]))).toEqual([
      expect.stringMatching(/without a title/),
    ]);
  });

  test('supply chain offerings, jobs and article links are checked too', () => {
    expect(problemsAfter((d) => (d.supplyChain[0]!.sub_categories[0]!.offerings[0]!.source_url = 'http://x.org'))).toHaveLength(1);
    expect(problemsAfter((d) => (d.jobs[0]!.source_url = 'https://pitchbook.com/job'))).toHaveLength(1);
    expect(problemsAfter((d) => (d.articles[0]!.body_html = '<p><a href="https://hubbry.com/x">x</a></p>'))).toHaveLength(1);
  });
});

describe('duplicates', () => {
  test('two organizations with the same name, ignoring case, punctuation and legal suffixes', () => {
    expect(normalizedName('Zap Energy, Inc.')).toBe('zap energy');
    const problems = problemsAfter((d) =>
      d.organizations.push({ ...d.organizations[1]!, slug: 'beta-ventures-2', display_name: 'BETA Ventures LLC', website_url: null }),
    );
    expect(problems).toEqual([expect.stringMatching(/^duplicates: organization beta-ventures-2 has the same name as beta-ventures/)]);
  });

  test('two organizations with the same website host', () => {
    const problems = problemsAfter((d) =>
      d.organizations.push({ ...d.organizations[1]!, slug: 'beta-two', display_name: 'Beta Two', website_url: 'https://www.beta.vc/' }),
    );
    expect(problems).toEqual([expect.stringMatching(/^duplicates: organization beta-two has the same website as beta-ventures/)]);
  });

  test('the same funding round twice', () => {
    expect(problemsAfter((d) => d.funding.push({ ...d.funding[0]! }))).toContainEqual(expect.stringMatching(/^duplicates: funding round/));
  });
});

describe('references', () => {
  test.each([
    ['a project host', (d: CheckedData) => d.projects[0]!.organization_slugs.push('nobody')],
    ['a funder', (d: CheckedData) => d.funding[0]!.source_slugs.push('nobody')],
    ['a recipient', (d: CheckedData) => (d.funding[0]!.recipient_slug = 'nobody')],
    ['a supplier', (d: CheckedData) => (d.supplyChain[0]!.sub_categories[0]!.offerings[0]!.organization_slug = 'nobody')],
    ['a job employer', (d: CheckedData) => (d.jobs[0]!.organization_slug = 'nobody')],
    ['a program funder', (d: CheckedData) => (d.programs[0]!.funder_slug = 'nobody')],
  ])('an unknown organization as %s', (_what, change) => {
    expect(problemsAfter(change)).toContainEqual(expect.stringMatching(/^references: .*unknown organization 'nobody'/));
  });

  test('an unknown concept, program or sub-category', () => {
    expect(problemsAfter((d) => (d.projects[0]!.concept_slug = 'warp-drive'))).toEqual([
      expect.stringMatching(/unknown concept 'warp-drive'/),
    ]);
    expect(problemsAfter((d) => (d.funding[2]!.program_slug = 'nothing'))).toEqual([expect.stringMatching(/unknown program 'nothing'/)]);
    expect(
      problemsAfter((d) => (d.projects[0]!.providers = [{ supplier_slug: 'alpha-fusion', product_categories: ['Unobtainium'] }])),
    ).toEqual([expect.stringMatching(/unknown sub-category 'Unobtainium'/)]);
  });
});

describe('totals', () => {
  test('reads dollar figures in headlines', () => {
    expect(dollarFigures('raises $1.8 billion, after $84M and US$ 50 million')).toEqual([1.8e9, 84e6, 50e6]);
    // Australian or Canadian dollars are not US dollars: the converted amount_usd differs.
    expect(dollarFigures('HB11 closes an A$4.6 million pre-seed; General Fusion raises CA$50M')).toEqual([]);
  });

  test('a headline amount that disagrees with amount_usd', () => {
    expect(problemsAfter((d) => (d.funding[0]!.amount_usd = 50_000_000))).toEqual([
      expect.stringMatching(/^totals: .*headline says \$115M/),
    ]);
  });

  test('program awards that add up to more than the program', () => {
    const problems = problemsAfter((d) => {
      d.funding[2]!.amount_usd = 50_000_000;
      d.funding[2]!.headline = 'Alpha Fusion wins a $50 million milestone award';
    });
    expect(problems).toEqual([expect.stringMatching(/^totals: program milestones awards add up to \$50000000, more than its total/)]);
  });

  test('rounds that add up to more than the reported total (a round counted twice)', () => {
    const problems = problemsAfter((d) =>
      d.funding.push({
        ...d.funding[0]!,
        round_name: 'Initial investment',
        amount_usd: 50_000_000,
        announcement_date: '2018-03-09',
        headline: 'Alpha Fusion launches with $50 million',
      }),
    );
    expect(problems).toEqual([expect.stringMatching(/^totals: organization alpha-fusion rounds up to 2021-01-31 add up to \$249000000/)]);
  });
});

describe('dates', () => {
  test('a funding entry after today unless it is an announced plan', () => {
    const future = (d: CheckedData) => {
      d.funding[2]!.announcement_date = '2027-01-01';
    };
    expect(problemsAfter(future)).toEqual([expect.stringMatching(/^dates: .* after today and is not an announced plan/)]);
    expect(
      problemsAfter((d) => {
        future(d);
        d.funding[2]!.is_announced_plan = true;
      }),
    ).toEqual([]);
  });

  test('future start years only for planned machines, end years only for shut down ones', () => {
    expect(problemsAfter((d) => (d.projects[0]!.year_operations_started = 2030))).toEqual([
      expect.stringMatching(/^dates: project alpha-one started in 2030/),
    ]);
    expect(problemsAfter((d) => (d.projects[1]!.year_operations_started = 2020))).toEqual([
      expect.stringMatching(/is Planned but says operations started/),
    ]);
    expect(problemsAfter((d) => (d.projects[0]!.year_operations_ended = 2025))).toEqual([
      expect.stringMatching(/ended in 2025 but is 'Operating'/),
    ]);
  });

  test('founding years, articles and jobs in the future', () => {
    expect(problemsAfter((d) => (d.organizations[0]!.founding_year = 2030))).toEqual([expect.stringMatching(/founded in 2030/)]);
    expect(problemsAfter((d) => (d.articles[0]!.date = '2027-02-02'))).toEqual([
      expect.stringMatching(/article news is dated after today/),
    ]);
    expect(problemsAfter((d) => (d.jobs[0]!.created_at = '2027-02-02'))).toEqual([expect.stringMatching(/posted after today/)]);
  });
});

describe('taxonomy', () => {
  test('an organization without a tag, or with an unknown one', () => {
    expect(problemsAfter((d) => (d.organizations[1]!.tags = []))).toEqual(['taxonomy: organization beta-ventures has no tag']);
    expect(problemsAfter((d) => (d.organizations[1]!.tags = ['Wizard' as never]))).toEqual([expect.stringMatching(/unknown tag 'Wizard'/)]);
  });

  test('a project without a concept or a status', () => {
    expect(problemsAfter((d) => (d.projects[0]!.concept_slug = ''))).toEqual(['taxonomy: project alpha-one has no concept']);
    expect(problemsAfter((d) => (d.projects[0]!.project_status = '' as never))).toEqual(['taxonomy: project alpha-one has no status']);
    expect(problemsAfter((d) => (d.projects[0]!.project_status = 'Dreaming' as never))).toEqual([
      expect.stringMatching(/unknown status 'Dreaming'/),
    ]);
  });
});

describe('jobs', () => {
  test('a job not flagged as a sample must be a posting verified in the last 60 days', () => {
    expect(problemsAfter((d) => (d.jobs[0]!.is_sample = false))).toEqual([expect.stringMatching(/neither is_sample nor verified/)]);
    expect(
      problemsAfter((d) => {
        d.jobs[0]!.is_sample = false;
        d.jobs[0]!.verified_on = '2026-08-01';
      }),
    ).toEqual([expect.stringMatching(/not within the last 60 days/)]);
    expect(
      problemsAfter((d) => {
        d.jobs[0]!.is_sample = false;
        d.jobs[0]!.verified_on = '2026-11-01';
      }),
    ).toEqual([]);
  });
});

test('the denylist matches hosts and their sub-domains only', () => {
  expect(denylistedHost('https://news.crunchbase.com/x')?.host).toBe('crunchbase.com');
  expect(denylistedHost('https://notcrunchbase.com/x')).toBeNull();
  expect(denylistedHost('https://cfs.energy/news')).toBeNull();
});

test('the demo dataset passes the data check on its as-of day', () => {
  const { problems, counts } = checkData({ ...demoData, programs }, DATA_AS_OF);
  expect(problems).toEqual([]);
  expect(counts.records['fusion machine developers']).toBeGreaterThanOrEqual(50);
  expect(counts.records.projects).toBeGreaterThanOrEqual(80);
  for (const status of ['Operating', 'Under Construction', 'Planned', 'Shut Down']) {
    expect(counts.statuses[status]).toBeGreaterThan(0);
  }
});

// ---- the rules of issue 23 (the audit of 2026-11-26): each fails on the case it was written for

describe('honesty of sources', () => {
  test('a cited source carries no verified_on; a source read carries one', () => {
    const cited: SeedSource = { url: 'https://news.example-energy.org/c', title: 'Cited', verified_on: '2026-11-20', checked: 'cited' };
    expect(problemsAfter((d) => (d.projects[0]!.sources = [cited]))).toEqual([
      expect.stringMatching(/^honesty: project alpha-one has a cited source with a verified_on day/),
    ]);
    expect(problemsAfter((d) => (d.projects[0]!.sources = [{ ...cited, verified_on: null }]))).toEqual([]);
    expect(problemsAfter((d) => (d.projects[0]!.sources = [source('https://news.example-energy.org/r', null)]))).toEqual([
      expect.stringMatching(/^sources: project alpha-one has a source without verified_on/),
    ]);
  });

  test('origin, CDN, mirror and look-alike hosts are refused', () => {
    for (const url of [
      'https://web-origin.lbkrs.com/news/1',
      'https://ajw-origin.potaufeu.asahi.com/ajw/articles/1',
      'https://cdn.dealstreetasia.com/stories/x-1',
      'https://forbes40under40.com/index.php/2024/09/12/x',
      'https://vuink.com/post/x',
      'https://arcxiv.org/abs/1507.03692',
      'https://news-press.xpr-gannett.com/press-release/story/1/x',
      'https://prod-news.global.ssl.fastly.net/x',
    ]) {
      expect(problemsAfter((d) => (d.funding[1]!.sources = [source(url)]))).toEqual([
        expect.stringMatching(/^honesty: funding #2 .* cites /),
      ]);
    }
    expect(notCanonicalHost('https://www.dealstreetasia.com/stories/x-1')).toBeNull();
    expect(notCanonicalHost('https://www.forbes.com/sites/x')).toBeNull();
    expect(notCanonicalHost('https://arxiv.org/abs/1507.03692')).toBeNull();
  });

  test('a bare homepage alone backs no more than an organization’s existence', () => {
    expect(isBareHomepage('https://www.mhi.com')).toBe(true);
    expect(isBareHomepage('https://thinc.blog/')).toBe(true);
    expect(isBareHomepage('https://tae.com/news/norm')).toBe(false);
    expect(problemsAfter((d) => (d.projects[0]!.sources = [source('https://alpha-fusion.energy/')]))).toEqual([
      'honesty: project alpha-one rests on a bare homepage alone',
    ]);
    expect(problemsAfter((d) => (d.funding[1]!.sources = [source('https://alpha-fusion.energy')]))).toEqual([
      expect.stringMatching(/^honesty: funding #2 .* rests on a bare homepage alone/),
    ]);
    // A founding year on a homepage alone fails; the bare existence of an investor does not.
    expect(problemsAfter((d) => (d.organizations[0]!.sources = [source('https://alpha-fusion.energy')]))).toEqual([
      'honesty: organization alpha-fusion states founding, people or totals on a bare homepage alone',
    ]);
    expect(problemsAfter((d) => (d.organizations[1]!.sources = [source('https://beta.vc')]))).toEqual([]);
  });
});

describe('freshness of an Operating status', () => {
  const strict = (change: (data: CheckedData) => void) => {
    const data = validData();
    change(data);
    return checkData(data, TODAY, { operatingSourceRuleFails: true }).problems;
  };
  const dated = (url: string, published_on: string): SeedSource => ({ ...source(url), published_on });

  test('an Operating project needs a source published within 24 months, fusion-world not counted', () => {
    expect(strict(() => undefined)).toEqual([
      expect.stringMatching(/^freshness: project alpha-one is 'Operating' but cites no source published since 2024-11-23/),
    ]);
    expect(strict((d) => (d.projects[0]!.sources = [dated('https://alpha-fusion.energy/run-2023', '2023-06-01')]))).toHaveLength(1);
    expect(
      strict(
        (d) =>
          (d.projects[0]!.sources = [dated('https://github.com/RemDelaporteMathurin/fusion-world/blob/main/tokamaks.json', '2025-06-01')]),
      ),
    ).toHaveLength(1);
    expect(strict((d) => (d.projects[0]!.sources = [dated('https://alpha-fusion.energy/run-2025', '2025-06-01')]))).toEqual([]);
  });

  test('until the devices carry their dates it is a warning, not a failure', () => {
    const result = checkData(validData(), TODAY);
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([expect.stringMatching(/^freshness: project alpha-one/)]);
  });
});

describe('amounts', () => {
  test('an organization with rounds never totals $0: a non-USD amount needs a rate for its month', () => {
    const inEuros = (d: CheckedData) => {
      d.funding = [{ ...d.funding[0]!, amount_usd: null, amount: 100_000_000, currency: 'EUR', headline: 'Alpha raises €100 million' }];
      d.organizations[0]!.funding_totals = [];
    };
    expect(problemsAfter(inEuros)).toEqual([
      expect.stringMatching(/^amounts: organization alpha-fusion has rounds with amounts \(100000000 EUR\) but totals \$0/),
    ]);
    expect(
      problemsAfter((d) => {
        inEuros(d);
        d.fxRates = [
          {
            currency: 'EUR',
            month: '2019-06',
            usd_per_unit: 1.13,
            source_name: 'G.5',
            source_url: 'https://www.federalreserve.gov/releases/g5/',
          },
        ];
      }),
    ).toEqual([]);
    // Every amount undisclosed: the total reads 'undisclosed', which is right.
    expect(
      problemsAfter((d) => {
        inEuros(d);
        d.funding[0]!.amount = null;
        d.funding[0]!.currency = null;
      }),
    ).toEqual([]);
  });

  test('a reported total more than 50% above the listed rounds means rounds are missing', () => {
    expect(problemsAfter((d) => (d.organizations[0]!.funding_totals![0]!.total_usd = 300_000_001))).toEqual([
      expect.stringMatching(
        /^amounts: organization alpha-fusion was reported to have raised \$300000001 by 2021-01-31, more than 50% above its listed rounds \(\$199000000\)/,
      ),
    ]);
    expect(problemsAfter((d) => (d.organizations[0]!.funding_totals![0]!.total_usd = 298_000_000))).toEqual([]);
  });
});

describe('jobs copy', () => {
  test('no article says the board lists openings while every job is a sample', () => {
    const claim = '<p>The jobs board on this site lists openings across developers.</p>';
    expect(problemsAfter((d) => (d.articles[0]!.body_html = claim))).toEqual([
      expect.stringMatching(/^jobs: article news says the board lists openings/),
    ]);
    expect(
      problemsAfter((d) => {
        d.articles[0]!.body_html = claim;
        d.jobs.push({ ...d.jobs[0]!, title: 'Real opening', is_sample: false, verified_on: '2026-11-20' });
      }),
    ).toEqual([]);
    expect(
      problemsAfter((d) => (d.articles[0]!.body_html = '<p>The board shows sample listings until employers connect their boards.</p>')),
    ).toEqual([]);
  });
});
