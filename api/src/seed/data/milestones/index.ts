// The milestone ledger's seed (issue 26 §3): the Q_sci > 1 year of the fusion_plots list
// (fusion-plots.ts) and further claims and achievements, each read in a stored copy of its source
// on 2026-11-26. A later claim for the same milestone replaces the earlier one, which is kept as a
// revision. Nothing here is from memory: a claim no source dates has no said_on.
import { read } from '../sources';
import { fusionPlotsMilestones, type SeedMilestone, type SeedMilestoneClaim } from './fusion-plots';

export type { SeedMilestone } from './fusion-plots';

/** A later statement of the same milestone: it becomes the claim, the earlier claim a revision. */
interface LaterClaim {
  organization_slug: string;
  kind: SeedMilestone['kind'];
  project_slug?: string;
  claims: SeedMilestoneClaim[]; // oldest first; the last is the current claim
}

const LATER_CLAIMS: LaterClaim[] = [
  {
    organization_slug: 'commonwealth-fusion-systems',
    kind: 'q-sci',
    project_slug: 'sparc',
    claims: [
      {
        text: 'SPARC to deliver its first Q greater than one in early 2026',
        said_on: '2023',
        target: '2026',
        source: read(
          'https://cloudnewshub.in/2023-climate-tech-companies-to-watch-commonwealth-and-its-compact-tokamak',
          '2023 Climate Tech Companies to Watch: Commonwealth and its compact tokamak (re-published)',
        ),
      },
      {
        text: 'Net fusion energy (Q > 1) from SPARC in 2027',
        said_on: '2026-03-03',
        target: '2027',
        source: read(
          'https://cwmetz.com/signal-deep-dive-commonwealth-fusion-systems',
          'Signal deep-dive: Commonwealth Fusion Systems (analysis of 3 March 2026)',
          '2026-03-03',
        ),
      },
    ],
  },
  {
    organization_slug: 'pacific-fusion',
    kind: 'q-sci',
    project_slug: 'pacific-fusion-demonstration-system',
    claims: [
      {
        text: 'Demonstration of facility gain (Q_f > 1) by the end of the decade (the company’s technical paper)',
        said_on: '2024-10-30',
        target: '2020s',
        source: read(
          'https://ans.org/news/article-6523/whats-different-about-pacific-fusions-pulsed-magnetic-concept',
          'ANS Nuclear News: What’s different about Pacific Fusion’s pulsed magnetic concept?',
          '2024-10-30',
        ),
      },
      {
        text: 'The Demonstration System in New Mexico is designed to achieve net facility gain (more fusion energy out than all the energy stored in the system) by 2030',
        said_on: null,
        target: '2030',
        source: read(
          'https://www.world-nuclear-news.org/articles/pacific-fusion-to-open-facility-in-new-mexico',
          'World Nuclear News: Pacific Fusion to open facility in New Mexico',
        ),
      },
    ],
  },
];

/** Claims of one statement (no earlier version in a source read here). */
const CLAIMS: SeedMilestone[] = [
  {
    organization_slug: 'commonwealth-fusion-systems',
    project_slug: 'sparc',
    kind: 'first-plasma',
    claim: {
      text: 'SPARC should generate its first plasma as soon as late 2025',
      said_on: '2023',
      target: '2025',
      source: read(
        'https://cloudnewshub.in/2023-climate-tech-companies-to-watch-commonwealth-and-its-compact-tokamak',
        '2023 Climate Tech Companies to Watch: Commonwealth and its compact tokamak (re-published)',
      ),
    },
  },
  {
    organization_slug: 'commonwealth-fusion-systems',
    project_slug: 'arc',
    kind: 'grid-electricity',
    claim: {
      text: 'The ARC reactor could start feeding the grid in the early 2030s',
      said_on: '2023',
      target: '2030s',
      source: read(
        'https://cloudnewshub.in/2023-climate-tech-companies-to-watch-commonwealth-and-its-compact-tokamak',
        '2023 Climate Tech Companies to Watch: Commonwealth and its compact tokamak (re-published)',
      ),
    },
  },
  {
    organization_slug: 'helion-energy',
    project_slug: 'orion',
    kind: 'grid-electricity',
    claim: {
      text: 'Power purchase agreement with Microsoft: electricity from Helion’s first fusion power plant in 2028',
      said_on: '2023-05-10',
      target: '2028',
      source: read(
        'https://www.cnbc.com/amp/2023/05/10/microsoft-agrees-to-buy-power-from-sam-altman-backed-helion-in-2028.html',
        'CNBC: Microsoft agrees to buy power from Sam Altman-backed Helion in 2028',
        '2023-05-10',
      ),
    },
  },
  {
    organization_slug: 'pacific-fusion',
    kind: 'commercial-plant',
    claim: {
      text: 'On track to deliver the first commercial fusion system in the United States by the mid-2030s',
      said_on: null,
      target: '2030s',
      source: read(
        'https://www.world-nuclear-news.org/articles/pacific-fusion-to-open-facility-in-new-mexico',
        'World Nuclear News: Pacific Fusion to open facility in New Mexico',
      ),
    },
  },
  {
    organization_slug: 'type-one-energy',
    project_slug: 'infinity-two',
    kind: 'commercial-plant',
    claim: {
      text: 'TVA and Type One Energy hope to have the 350 MW Infinity Two plant online by the mid-2030s (TVA press release of 19 September 2025)',
      said_on: '2025-09-19',
      target: '2030s',
      source: read(
        'https://www.exchangemonitor.com/tva-works-with-type-one-energy-to-build-a-fusion-plant-2',
        'ExchangeMonitor: TVA works with Type One Energy to build a fusion plant',
        '2025-09-26',
      ),
    },
  },
  {
    organization_slug: 'thea-energy',
    kind: 'commercial-plant',
    claim: {
      text: 'Its first commercial fusion plant, Helios, could come online in 2034 (said with the Series B closed on 27 May 2026)',
      said_on: '2026-05',
      target: '2034',
      source: read(
        'https://tek54.com/science/fusions-funding-boom-meets-its-cracks',
        'tek54: The fusion startup that raised $100M by promising 2034',
      ),
    },
  },
  {
    organization_slug: 'helical-fusion',
    kind: 'commercial-plant',
    claim: {
      text: 'Steady-state reactor operational by 2034, commercial operations in the 2040s (CEO Takaya Taguchi to Reuters)',
      said_on: null,
      target: '2040s',
      source: read('https://cwpakistan.com/?p=20190', 'CW Pakistan: Helical Fusion aims for the first steady-state fusion reactor'),
    },
  },
  {
    organization_slug: 'energy-singularity',
    project_slug: 'hh170',
    kind: 'q-sci',
    claim: {
      text: 'The successor HH170 aims at a fusion energy gain factor Q greater than 10 by 2027',
      said_on: null,
      target: '2027',
      source: read('https://en.wikipedia.org/wiki/HH70', 'Wikipedia: HH70'),
    },
  },
  {
    organization_slug: 'energy-singularity',
    project_slug: 'hh70',
    kind: 'first-plasma',
    achievement: {
      date: '2024-06',
      source: read(
        'https://www.energysingularity.cn/en/hh70-tokamak-sustains-120-second-steady-state-plasma',
        'Energy Singularity: HH70 tokamak sustains 120-second steady-state plasma ("commissioning and first plasma achievement in June 2024")',
        '2026-01-06',
      ),
    },
  },
  {
    organization_slug: 'openstar-technologies',
    project_slug: 'openstar-junior',
    kind: 'first-plasma',
    achievement: {
      date: '2024',
      source: read(
        'https://arxiv.org/html/2508.17691v1',
        'Chisholm et al., Design and initial results from the "Junior" Levitated Dipole Experiment (arXiv:2508.17691): first plasmas in late 2024',
      ),
    },
  },
  {
    organization_slug: 'marvel-fusion',
    kind: 'commercial-plant',
    claim: {
      text: 'CEO Moritz von der Linden announced in BILD a 500 MW laser-based power plant by the mid-2030s',
      said_on: '2025-10-08',
      target: '2030s',
      source: read(
        'https://www.extremnews.com/nachrichten/wissenschaft/1dd01a3968d6c9b',
        'ExtremNews: Marvel-Fusion-Chef kündigt 500-MW-Kraftwerk bis Mitte der 2030er an',
        '2025-10-08',
      ),
    },
  },
  {
    organization_slug: 'blue-laser-fusion',
    kind: 'commercial-plant',
    claim: {
      text: '"BLF plans to complete its first prototype in 2025, and then demonstrate a commercial-ready fusion reactor by 2030"',
      said_on: '2023-08-01',
      target: '2030',
      source: read('https://optics.org/news/14/7/44', 'optics.org: Blue Laser Fusion claims $25M seed round', '2023-08-01'),
    },
  },
  {
    organization_slug: 'xcimer-energy',
    kind: 'grid-electricity',
    claim: {
      text: 'Plans to have a working reactor plugged into the electricity grid by the mid-2030s',
      said_on: null,
      target: '2030s',
      source: read(
        'https://meotimes.com/can-powerful-lasers-be-used-to-power-a-functioning-reactor',
        'MEO Times: Can powerful lasers be used to power a functioning reactor?',
      ),
    },
  },
];

/** The ledger: the list's claims with their later statements applied, then the other claims and achievements. */
export function milestoneSeed(): SeedMilestone[] {
  const ledger = fusionPlotsMilestones();
  for (const later of LATER_CLAIMS) {
    let milestone = ledger.find((m) => m.organization_slug === later.organization_slug && m.kind === later.kind);
    if (!milestone) {
      milestone = { organization_slug: later.organization_slug, kind: later.kind, revisions: [] };
      ledger.push(milestone);
    }
    if (later.project_slug) milestone.project_slug = later.project_slug;
    for (const claim of later.claims) {
      if (milestone.claim) {
        milestone.revisions = [
          ...(milestone.revisions ?? []),
          { ...milestone.claim, note: `Replaced by a later statement: "${claim.text}".` },
        ];
      }
      milestone.claim = claim;
    }
  }
  return [...ledger, ...CLAIMS];
}
