// Public fusion programs (non-dilutive funding) and their awards. Each award is a funding
// entry with program_slug; the data check verifies that the awards of a program add up to no
// more than its announced total. Per-company amounts are filled only where published.
import { known, readLastPass, stored } from './sources';
import type { SeedFunding, SeedOrganization, SeedProgram } from './types';

const DOE_MILESTONE_2023 = stored(
  'https://www.ans.org/news/tag-realta%20fusion%20inc/',
  'Nuclear News: DOE picks eight fusion companies to design pilot power plants (2 Jun 2023)',
);
const DOE_MILESTONE_RELEASE = known(
  'https://www.energy.gov/articles/doe-announces-46-million-commercial-fusion-energy-development',
  'DOE: $46 million for commercial fusion energy development (31 May 2023)',
);

/** Funders of the programs that were not yet in the directory. */
export const programFunders: SeedOrganization[] = [
  {
    slug: 'german-federal-ministry-of-research',
    display_name: 'German Federal Ministry of Research, Technology and Space',
    acronym_name: 'BMFTR',
    description:
      'German federal ministry (formerly the Federal Ministry of Education and Research, BMBF) that funds fusion research and the industry-led Fusion Action Plan.',
    website_url: 'https://www.bmftr.bund.de',
    city: 'Berlin',
    country_code: 'DE',
    tags: ['Government Agency'],
    sources: [
      stored(
        'https://innovations-intelligenz.de/gauss-fusion-sichert-finanzierung-f-r-die-erzeugung-von-tritium-f-r-die-fusionsenergie-2140426.html',
        'Gauss Fusion secures €10 million from the BMBF (Dec 2024)',
      ),
      stored(
        'https://www.thenews.com.pk/amp/1350257-german-company-gauss-aims-for-first-nuclear-fusion-power-plant-design',
        'The News: Germany’s €2 billion Fusion Action Plan to 2029',
      ),
    ],
  },
  {
    slug: 'japan-science-and-technology-agency',
    display_name: 'Japan Science and Technology Agency',
    acronym_name: 'JST',
    description: 'Japanese funding agency that runs the Moonshot Research and Development Program, whose Goal 10 is fusion energy.',
    website_url: 'https://www.jst.go.jp',
    city: 'Tokyo',
    country_code: 'JP',
    tags: ['Government Agency'],
    sources: [known('https://www.jst.go.jp/moonshot/en/program/goal10/index.html', 'JST Moonshot Goal 10: fusion energy')],
  },
];

export const programs: SeedProgram[] = [
  {
    slug: 'doe-milestone-program',
    name: 'Milestone-Based Fusion Development Program',
    funder_slug: 'us-department-of-energy',
    country_code: 'US',
    description:
      'DOE program modelled on NASA’s commercial spaceflight partnerships: companies are paid only when agreed milestones toward a fusion pilot plant design are met. Eight companies were selected in 2023 with $46 million for the first 18 months; in 2025 DOE opened it to new companies ($10 million) and capability enhancements ($15 million).',
    total_usd: 46_000_000,
    total_note: '$46 million for the first 18 months (2023 selection)',
    announced_on: '2023-05-31',
    sources: [
      DOE_MILESTONE_RELEASE,
      DOE_MILESTONE_2023,
      stored(
        'https://www.ans.org/news/2025-06-12/article-7107/doe-opens-milestone-fusion-pilot-plant-program-to-new-companies-and-teams',
        'Nuclear News: DOE opens the Milestone program to new companies and teams (12 Jun 2025)',
      ),
    ],
  },
  {
    slug: 'doe-infuse',
    name: 'Innovation Network for Fusion Energy (INFUSE)',
    funder_slug: 'us-department-of-energy',
    country_code: 'US',
    description:
      'DOE program that pays national laboratories and universities to work on problems posed by private fusion companies, through small one-year awards.',
    total_usd: null,
    announced_on: '2019', // INFUSE made its first awards in 2019
    sources: [
      known('https://infuse.ornl.gov', 'INFUSE program website'),
      stored(
        'https://federallabs.org/flc-highlights/federal-lab-news/doe-award-reunites-pppl-with-spin-out-company-princeton-stellarators',
        'FLC: INFUSE award reunites PPPL with Princeton Stellarators',
      ),
    ],
  },
  {
    slug: 'uk-step-programme',
    name: 'STEP (Spherical Tokamak for Energy Production) programme',
    funder_slug: 'department-for-energy-security-and-net-zero',
    country_code: 'GB',
    description:
      'UK government programme to build a prototype fusion power plant at West Burton, delivered by UK Industrial Fusion Solutions. The 2025 Spending Review committed £2.5 billion over five years to fusion with STEP at its core.',
    total_usd: null,
    total_note: '£2.5 billion over five years (2025 Spending Review, fusion overall)',
    announced_on: '2025-06',
    sources: [
      known(
        'https://www.gov.uk/government/news/25-billion-for-world-first-prototype-fusion-energy-plant',
        'GOV.UK: £2.5 billion for world-first prototype fusion energy plant',
      ),
    ],
  },
  {
    slug: 'germany-fusion-funding',
    name: 'German federal fusion funding (BMBF/BMFTR)',
    funder_slug: 'german-federal-ministry-of-research',
    country_code: 'DE',
    description:
      'Germany’s federal research ministry funds fusion through industry-led research consortia and, since 2025, a Fusion Action Plan of about €2 billion to 2029.',
    total_usd: null,
    total_note: 'about €2 billion to 2029 (Fusion Action Plan)',
    announced_on: '2024-12-10',
    sources: [
      stored(
        'https://www.thenews.com.pk/amp/1350257-german-company-gauss-aims-for-first-nuclear-fusion-power-plant-design',
        'The News: €2 billion Fusion Action Plan through 2029',
      ),
    ],
  },
  {
    slug: 'japan-moonshot-goal-10',
    name: 'Moonshot Research and Development Program, Goal 10 (fusion)',
    funder_slug: 'japan-science-and-technology-agency',
    country_code: 'JP',
    description:
      'Japanese Cabinet Office program run by JST; Goal 10 funds challenging fusion concepts through project managers selected in 2025.',
    total_usd: null,
    announced_on: '2025-10-21',
    sources: [
      known('https://www.jst.go.jp/moonshot/en/program/goal10/index.html', 'JST Moonshot Goal 10'),
      stored(
        'https://charlesbrownrecruitment.com/director-of-blue-laser-fusion-energy-collaborative-research-institute-selected-as-project-manager-for-japans-fusion-energy-moonshot-program-goal-10',
        'Press release: Blue Laser Fusion institute director selected for the Moonshot program (21 Oct 2025)',
      ),
    ],
  },
];

/** The eight companies selected on 2023-05-31; DOE announced $46M in total without per-company amounts. */
const doeMilestoneAwardees = [
  'commonwealth-fusion-systems',
  'focused-energy',
  'thea-energy', // selected as Princeton Stellarators, Inc.
  'realta-fusion',
  'tokamak-energy',
  'type-one-energy',
  'xcimer-energy',
  'zap-energy',
] as const;

/**
 * The first-18-months amounts two awardees published themselves (DOE gave none); the others stay
 * undisclosed.
 */
const doeMilestoneAmounts: Record<string, Pick<SeedFunding, 'amount_usd' | 'headline' | 'sources'>> = {
  'xcimer-energy': {
    amount_usd: 9_000_000,
    headline: 'Xcimer Energy receives $9 million from the DOE Milestone-Based Fusion Development Program, by its own announcement',
    sources: [
      readLastPass(
        'https://optics.org/news/14/6/1',
        'optics.org: in its own announcement Xcimer said it was receiving $9 million under the scheme (1 Jun 2023)',
        '2023-06-01',
      ),
    ],
  },
  'realta-fusion': {
    amount_usd: 3_000_000,
    headline: 'Realta Fusion gains a $3 million DOE grant from the Milestone-Based Fusion Development Program',
    sources: [
      readLastPass(
        'https://wisconsintechnologycouncil.com/cap-times-madison-startup-gains-federal-backing-to-continue-nuclear-fusion-research/',
        'Wisconsin Technology Council, quoting the Cap Times: Realta Fusion gains federal backing in the form of a $3 million DOE grant',
      ),
    ],
  },
};

export const programAwards: SeedFunding[] = [
  ...doeMilestoneAwardees.map((recipient_slug): SeedFunding => {
    const published = doeMilestoneAmounts[recipient_slug];
    return {
      recipient_slug,
      source_slugs: ['us-department-of-energy'],
      funding_type: 'non-dilutive',
      round_name: 'DOE Milestone Program award',
      amount_usd: published?.amount_usd ?? null,
      announcement_date: '2023-05-31',
      headline:
        published?.headline ??
        'Selected for the DOE Milestone-Based Fusion Development Program (eight companies share the first 18 months’ funding)',
      announcement_url: DOE_MILESTONE_RELEASE.url,
      program_slug: 'doe-milestone-program',
      sources: [...(published?.sources ?? []), DOE_MILESTONE_RELEASE, DOE_MILESTONE_2023],
    };
  }),
  {
    recipient_slug: 'uk-industrial-fusion-solutions',
    source_slugs: ['department-for-energy-security-and-net-zero'],
    funding_type: 'non-dilutive',
    round_name: 'UK government fusion funding',
    amount_usd: null,
    announcement_date: '2025-06', // the Spending Review, June 2025
    headline: '£2.5 billion over five years for fusion, with the STEP prototype plant at its core',
    announcement_url: 'https://www.gov.uk/government/news/25-billion-for-world-first-prototype-fusion-energy-plant',
    program_slug: 'uk-step-programme',
    sources: [
      known(
        'https://www.gov.uk/government/news/25-billion-for-world-first-prototype-fusion-energy-plant',
        'GOV.UK: £2.5 billion for world-first prototype fusion energy plant',
      ),
    ],
  },
  {
    recipient_slug: 'gauss-fusion',
    source_slugs: ['german-federal-ministry-of-research'],
    funding_type: 'non-dilutive',
    round_name: 'BMBF research grant',
    amount_usd: null,
    announcement_date: '2024-12-10',
    headline: 'Gauss Fusion secures €10 million from the BMBF for scalable tritium breeding with FZJ and KIT',
    announcement_url:
      'https://innovations-intelligenz.de/gauss-fusion-sichert-finanzierung-f-r-die-erzeugung-von-tritium-f-r-die-fusionsenergie-2140426.html',
    program_slug: 'germany-fusion-funding',
    sources: [
      stored(
        'https://innovations-intelligenz.de/gauss-fusion-sichert-finanzierung-f-r-die-erzeugung-von-tritium-f-r-die-fusionsenergie-2140426.html',
        'Gauss Fusion secures €10 million from the BMBF (10 Dec 2024)',
      ),
    ],
  },
  {
    recipient_slug: 'blue-laser-fusion',
    source_slugs: ['japan-science-and-technology-agency'],
    funding_type: 'non-dilutive',
    round_name: 'Moonshot Goal 10 project',
    amount_usd: null,
    announcement_date: '2025-10-21',
    headline: 'Blue Laser Fusion’s joint institute with the University of Osaka wins a Moonshot Goal 10 fusion project',
    announcement_url:
      'https://charlesbrownrecruitment.com/director-of-blue-laser-fusion-energy-collaborative-research-institute-selected-as-project-manager-for-japans-fusion-energy-moonshot-program-goal-10',
    program_slug: 'japan-moonshot-goal-10',
    sources: [
      stored(
        'https://charlesbrownrecruitment.com/director-of-blue-laser-fusion-energy-collaborative-research-institute-selected-as-project-manager-for-japans-fusion-energy-moonshot-program-goal-10',
        'Press release (21 Oct 2025)',
      ),
    ],
  },
];
