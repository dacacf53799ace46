// Funding rounds and grants as publicly reported.
// - amount_usd is filled only when the source reports the amount in US dollars;
//   rounds reported in another currency keep amount_usd null and state the amount in the headline.
// - announcement_date is the reported day; where only the month is known the 1st is used
//   and the entry carries a "month only" comment.
// - source_slugs lists only investors present in organizations.ts (lead investors first),
//   so it is a subset of each round's investors, never the full list.
import type { SeedFunding } from './types';

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

const doeMilestoneAwards: SeedFunding[] = doeMilestoneAwardees.map((recipient_slug) => ({
  recipient_slug,
  source_slugs: ['us-department-of-energy'],
  funding_type: 'non-dilutive',
  round_name: 'DOE Milestone Program award',
  amount_usd: null,
  announcement_date: '2023-05-31',
  headline: 'Selected for the DOE Milestone-Based Fusion Development Program ($46M shared by eight companies for the first 18 months)',
  announcement_url: 'https://en.wikipedia.org/wiki/Milestone-Based_Fusion_Development_Program',
}));

const investmentRounds: SeedFunding[] = [
  // Commonwealth Fusion Systems
  {
    recipient_slug: 'commonwealth-fusion-systems',
    source_slugs: ['eni'],
    funding_type: 'investment',
    round_name: 'Initial investment',
    amount_usd: 50_000_000,
    announcement_date: '2018-03-01', // month only
    headline: 'CFS launches with $50 million from a group led by Eni',
    announcement_url: 'https://daily.energybulletin.org/2020/09/why-are-oil-and-gas-companies-investing-in-nuclear-fusion/',
  },
  {
    recipient_slug: 'commonwealth-fusion-systems',
    source_slugs: ['eni', 'breakthrough-energy-ventures', 'khosla-ventures'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 115_000_000,
    announcement_date: '2019-06-01', // month only
    headline: 'CFS raises $115 million in Series A',
    announcement_url: 'https://www.discoverthegreentech.com/en/companies/commonwealth-fusion-systems-the-leader-of-nuclear-fusion-energy/',
  },
  {
    recipient_slug: 'commonwealth-fusion-systems',
    source_slugs: [
      'tiger-global-management',
      'google',
      'breakthrough-energy-ventures',
      'the-engine',
      'eni',
      'equinor-ventures',
      'khosla-ventures',
      'lowercarbon-capital',
      'soros-fund-management',
      'temasek',
    ],
    funding_type: 'investment',
    round_name: 'Series B',
    amount_usd: 1_800_000_000,
    announcement_date: '2021-12-01',
    headline: 'CFS raises $1.8 billion Series B led by Tiger Global to build SPARC',
    announcement_url: 'https://canarymedia.com/articles/nuclear/commonwealth-fusion-pulls-in-colossal-1-8b-for-novel-nuclear-tech',
  },
  {
    recipient_slug: 'commonwealth-fusion-systems',
    source_slugs: ['google', 'breakthrough-energy-ventures'],
    funding_type: 'investment',
    round_name: 'Series B2',
    amount_usd: 863_000_000,
    announcement_date: '2025-08-28',
    headline: 'CFS raises $863 million Series B2 to finish SPARC and advance ARC',
    announcement_url: 'https://blog.cfs.energy/?p=302',
  },
  // Helion Energy
  {
    recipient_slug: 'helion-energy',
    source_slugs: ['mithril-capital', 'capricorn-investment-group'],
    funding_type: 'investment',
    round_name: 'Series E',
    amount_usd: 500_000_000,
    announcement_date: '2021-11-05',
    headline: 'Helion raises $500 million led by Sam Altman, with $1.7 billion more tied to milestones',
    announcement_url: 'https://www.seattletimes.com/business/everett-clean-energy-startup-raises-500-million-for-zero-carbon-fusion-energy-generator/',
  },
  {
    recipient_slug: 'helion-energy',
    source_slugs: ['lightspeed-venture-partners', 'softbank-vision-fund', 'mithril-capital', 'capricorn-investment-group'],
    funding_type: 'investment',
    round_name: 'Series F',
    amount_usd: 425_000_000,
    announcement_date: '2025-01-28',
    headline: 'Helion closes $425 million Series F to scale manufacturing',
    announcement_url: 'https://siliconangle.com/2025/01/28/fusion-power-startup-helion-raises-425m-funding',
  },
  // TAE Technologies
  {
    recipient_slug: 'tae-technologies',
    source_slugs: ['chevron-technology-ventures', 'google'],
    funding_type: 'investment',
    round_name: 'Growth round',
    amount_usd: 250_000_000,
    announcement_date: '2022-07-19',
    headline: 'TAE raises $250 million with Chevron and Google to build Copernicus',
    announcement_url: 'https://www.cnbc.com/2022/07/19/google-chevron-invest-in-fusion-startup-tae-technologies.html',
  },
  {
    recipient_slug: 'tae-technologies',
    source_slugs: ['google', 'chevron-technology-ventures', 'new-enterprise-associates'],
    funding_type: 'investment',
    round_name: 'Growth round',
    amount_usd: 150_000_000,
    announcement_date: '2025-06-01', // month only
    headline: 'TAE raises $150 million from existing investors including Google and Chevron',
    announcement_url: 'https://www.techticia.com/2025/06/google-backs-150m-fusion-power-push.html',
  },
  // General Fusion
  {
    recipient_slug: 'general-fusion',
    source_slugs: ['innovation-science-and-economic-development-canada'],
    funding_type: 'non-dilutive',
    round_name: 'Strategic Innovation Fund',
    amount_usd: null,
    announcement_date: '2018-11-01', // month only (first tranche)
    headline: 'Canada’s Strategic Innovation Fund commits CAD 50 million to General Fusion',
    announcement_url: 'https://staging.globalventuring.com/general-fusion-65m-series-e',
  },
  {
    recipient_slug: 'general-fusion',
    source_slugs: ['temasek', 'business-development-bank-of-canada'],
    funding_type: 'investment',
    round_name: 'Series E',
    amount_usd: 65_000_000,
    announcement_date: '2019-12-16',
    headline: 'General Fusion closes $65 million Series E led by Temasek',
    announcement_url: 'https://generalfusion.com/post/general-fusion-wins-several-new-votes-of-confidence/',
  },
  {
    recipient_slug: 'general-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Bridge financing',
    amount_usd: 22_000_000,
    announcement_date: '2025-08-01', // month only
    headline: 'General Fusion secures $22 million from existing investors to continue LM26',
    announcement_url: 'https://betakit.com/general-fusion-staves-off-funding-crunch-with-30-million-cad-to-fuel-quest-for-commercial-fusion-power',
  },
  // Tokamak Energy
  {
    recipient_slug: 'tokamak-energy',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Growth round',
    amount_usd: null,
    announcement_date: '2020-01-20',
    headline: 'Tokamak Energy raises £67 million, its largest round at the time',
    announcement_url: 'https://www.cityam.com/nuclear-startup-tokamak-raises-67m-in-funding-round/',
  },
  {
    recipient_slug: 'tokamak-energy',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Series C',
    amount_usd: 125_000_000,
    announcement_date: '2024-11-01', // month only
    headline: 'Tokamak Energy raises $125 million and launches TE Magnetics',
    announcement_url: 'https://thenationalnews.com/business/uk/2024/11/21/tokamak-raises-125-million-to-commercialise-fusion-energy-technology',
  },
  // Zap Energy
  {
    recipient_slug: 'zap-energy',
    source_slugs: ['chevron-technology-ventures'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: null,
    announcement_date: '2020-08-12',
    headline: 'Chevron Technology Ventures invests in Zap Energy’s Series A',
    announcement_url: 'https://techstartups.com/2020/08/13/chevron-invests-nuclear-fusion-startup-zap-energy-reduce-worlds-carbon-footprint',
  },
  {
    recipient_slug: 'zap-energy',
    source_slugs: ['lowercarbon-capital', 'breakthrough-energy-ventures'],
    funding_type: 'investment',
    round_name: 'Series C',
    amount_usd: 160_000_000,
    announcement_date: '2022-06-01', // month only (late June 2022)
    headline: 'Zap Energy closes $160 million Series C alongside first plasmas in FuZE-Q',
    announcement_url: 'https://businesswire.com/news/home/20220620005546/en/Zap-Energy-Advances-Fusion-Reactor-Technology-With-First-Plasmas-in-Next-Generation-Device-and-New-Funding',
  },
  {
    recipient_slug: 'zap-energy',
    source_slugs: [
      'soros-fund-management',
      'mizuho-financial-group',
      'breakthrough-energy-ventures',
      'chevron-technology-ventures',
      'lowercarbon-capital',
      'shell-ventures',
    ],
    funding_type: 'investment',
    round_name: 'Venture round',
    amount_usd: 130_000_000,
    announcement_date: '2024-09-01', // month only
    headline: 'Zap Energy raises $130 million in a round led by Soros Fund Management',
    announcement_url: 'https://investorwelcome.com/2024/09/27/zap-energy-secures-130-million-investment-led-by-soros-fund-to-advance-fusion-power-technology/',
  },
  // Pacific Fusion
  {
    recipient_slug: 'pacific-fusion',
    source_slugs: ['general-catalyst', 'breakthrough-energy-ventures', 'lowercarbon-capital'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 900_000_000,
    announcement_date: '2024-10-25',
    headline: 'Pacific Fusion emerges with a $900 million milestone-based Series A led by General Catalyst',
    announcement_url: 'https://pacificfusion.com/updates/founders-letter',
  },
  // Proxima Fusion
  {
    recipient_slug: 'proxima-fusion',
    source_slugs: ['plural'],
    funding_type: 'investment',
    round_name: 'Seed',
    amount_usd: null,
    announcement_date: '2024-04-01', // month only
    headline: 'Proxima Fusion raises a €20 million seed round',
    announcement_url: 'https://westislandblog.com/technology/europes-secret-weapon-the-rise-of-proxima-fusion-and-the-race-to-harness-limitless-energy/',
  },
  {
    recipient_slug: 'proxima-fusion',
    source_slugs: ['cherry-ventures', 'balderton-capital', 'plural'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: null,
    announcement_date: '2025-06-11',
    headline: 'Proxima Fusion raises €130 million, Europe’s largest private fusion round',
    announcement_url: 'https://www.globalbankingandfinance.com/UK-GERMANY-NUCLEAR-FUSION-PROXIMA-8c6dcf2e-36cc-4cbe-b140-3d7869f3d7b3',
  },
  // Marvel Fusion
  {
    recipient_slug: 'marvel-fusion',
    source_slugs: ['earlybird-venture-capital'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: null,
    announcement_date: '2022-02-01', // month only
    headline: 'Marvel Fusion raises a €35 million Series A led by Earlybird',
    announcement_url: 'https://sifted.eu/articles/marvel-fusion-nuclear-america-news',
  },
  // Type One Energy
  {
    recipient_slug: 'type-one-energy',
    source_slugs: ['breakthrough-energy-ventures'],
    funding_type: 'investment',
    round_name: 'Seed',
    amount_usd: 29_000_000,
    announcement_date: '2023-03-28',
    headline: 'Type One Energy emerges from stealth with a $29 million seed round',
    announcement_url: 'https://www.axios.com/pro/climate-deals/2023/03/28/type-one-energy-stellarator-nuclear-fusion-bev',
  },
  // Xcimer Energy
  {
    recipient_slug: 'xcimer-energy',
    source_slugs: ['breakthrough-energy-ventures', 'lowercarbon-capital', 'prelude-ventures'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 100_000_000,
    announcement_date: '2024-06-04',
    headline: 'Xcimer Energy raises $100 million Series A to build a laser prototype',
    announcement_url: 'https://www.axios.com/pro/climate-deals/2024/06/04/fusion-xcimer-raises-100m',
  },
  // Thea Energy
  {
    recipient_slug: 'thea-energy',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Series B',
    amount_usd: 100_000_000,
    announcement_date: '2026-05-27',
    headline: 'Thea Energy closes an oversubscribed $100 million Series B',
    announcement_url: 'https://www.thebrief.news/en/detailed/article/755/thea-energy-raises-100m-to-build-its-first-fusion-power-plant',
  },
  // Focused Energy
  {
    recipient_slug: 'focused-energy',
    source_slugs: ['prime-movers-lab'],
    funding_type: 'investment',
    round_name: 'Seed',
    amount_usd: 15_000_000,
    announcement_date: '2021-09-23',
    headline: 'Focused Energy raises a $15 million seed round led by Prime Movers Lab',
    announcement_url: 'https://www.startup-weekly.com/German-startup-Focused-Energy-raises-15m-seed-round-to-pursue-commercial-fusion-energy-production/',
  },
  {
    recipient_slug: 'focused-energy',
    source_slugs: ['sprind'],
    funding_type: 'non-dilutive',
    round_name: 'SPRIND grant',
    amount_usd: 50_000_000,
    announcement_date: '2023-03-01', // month only
    headline: 'SPRIND commits $50 million over five years for laser fusion infrastructure',
    announcement_url: 'https://pressnetwork.de/82-mio-dollar-fuer-focused-energy-in-ersten-beiden-jahren/',
  },
  {
    recipient_slug: 'focused-energy',
    source_slugs: ['prime-movers-lab'],
    funding_type: 'investment',
    round_name: 'Seed extension',
    amount_usd: 11_000_000,
    announcement_date: '2023-06-22',
    headline: 'Focused Energy’s first investors add $11 million after early milestones',
    announcement_url: 'https://pressnetwork.de/82-mio-dollar-fuer-focused-energy-in-ersten-beiden-jahren/',
  },
  {
    recipient_slug: 'focused-energy',
    source_slugs: ['sprind', 'prime-movers-lab'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 240_000_000,
    announcement_date: '2026-06-01', // month only
    headline: 'Focused Energy raises $240 million Series A led by RWE',
    announcement_url: 'https://thenextweb.com/news/focused-energy-240m-laser-fusion-nif-rwe',
  },
  // First Light Fusion
  {
    recipient_slug: 'first-light-fusion',
    source_slugs: ['oxford-science-enterprises', 'ip-group'],
    funding_type: 'investment',
    round_name: 'Venture round',
    amount_usd: 25_000_000,
    announcement_date: '2021-01-01', // month only
    headline: 'First Light Fusion raises $25 million led by Oxford Sciences Innovation',
    announcement_url: 'https://firstlightfusion.com/media/first-light-fusion-raises-25-million',
  },
  {
    recipient_slug: 'first-light-fusion',
    source_slugs: ['tencent', 'oxford-science-enterprises', 'ip-group'],
    funding_type: 'investment',
    round_name: 'Series C',
    amount_usd: 45_000_000,
    announcement_date: '2022-02-15',
    headline: 'First Light Fusion closes $45 million Series C with Tencent joining',
    announcement_url: 'https://www.nucnet.org/news/oxford-nuclear-fusion-company-raises-usd45-million-in-new-funding-2-2-2022',
  },
  {
    recipient_slug: 'first-light-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Convertible loan',
    amount_usd: null,
    announcement_date: '2025-03-01', // month only
    headline: 'First Light Fusion secures a £10 million convertible loan',
    announcement_url: 'https://www.daily8.com/en/article/044fd57b73714bdecadfae927456eb74',
  },
];

const governmentGrants: SeedFunding[] = [
  {
    recipient_slug: 'uk-atomic-energy-authority',
    source_slugs: ['department-for-energy-security-and-net-zero'],
    funding_type: 'non-dilutive',
    round_name: 'UK government fusion funding',
    amount_usd: null,
    announcement_date: '2025-01-16',
    headline: 'UK government announces a record £410 million for fusion in 2025–26',
    announcement_url: 'https://www.wired-gov.net/wg/news.nsf/articles/plan+for+change+to+deliver+jobs+and+growth+in+uk+leading+fusion+industry+16012025110500?open',
  },
  {
    recipient_slug: 'uk-industrial-fusion-solutions',
    source_slugs: ['department-for-energy-security-and-net-zero'],
    funding_type: 'non-dilutive',
    round_name: 'UK government fusion funding',
    amount_usd: null,
    announcement_date: '2025-06-01', // month only (Spending Review, June 2025)
    headline: '£2.5 billion over five years for fusion, with the STEP prototype plant at its core',
    announcement_url: 'https://www.gov.uk/government/news/25-billion-for-world-first-prototype-fusion-energy-plant',
  },
];

export const funding: SeedFunding[] = [...investmentRounds, ...doeMilestoneAwards, ...governmentGrants];
